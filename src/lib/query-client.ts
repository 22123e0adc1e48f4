import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';

/**
 * The one server-read cache of the app. Import this module only from lazily loaded code (pages, the header
 * balance's feed): the query library must stay out of the home page's initial JavaScript. The gateway client already
 * retries reads with backoff (and never money operations), so the cache does not retry on top of it.
 */
export const queryClient = new QueryClient({
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

/** Wraps a lazily loaded page so it can read through the shared cache. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return createElement(QueryClientProvider, { client: queryClient }, children);
}
