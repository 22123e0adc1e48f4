import { HydrationBoundary, QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { createElement, useContext, type ReactNode } from 'react';
import { pageHandover } from '@/lib/rendering/page-handover';

/** The cache's defaults, the same for the browser's one cache and the server's one per page. */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The one server-read cache of the app. Import this module only from lazily loaded code (pages, the header
 * balance's feed): the query library must stay out of the home page's initial JavaScript. The gateway client already
 * retries reads with backoff (and never money operations), so the cache does not retry on top of it.
 */
export const queryClient = newQueryClient();

/**
 * Wraps a lazily loaded page so it can read through the shared cache. The reads the server rendered the page with
 * (the page's handover) go into the cache before the page's first render, so it hydrates with the server's data and
 * does not ask again. On the server the page's own cache is provided above the app: it is used as it is.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return createElement(
    QueryClientProvider,
    { client: queryClient },
    createElement(HydrationBoundary, { state: pageHandover()?.queries }, children),
  );
}
