import { StrictMode, type ComponentProps } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { DialogHost } from '@/components/dialog/dialog-host';
import type { SiteConfig } from '@/lib/config/load-merchant';
import { SiteContext } from '@/lib/config/site-context';
import { ImageHostContext } from '@/lib/games/use-cdn';
import { HydrationGate } from '@/lib/rendering/hydration';
import { ServicesContext, type AppServices } from '@/lib/services';
import { App } from './app';

export interface AppTreeProps extends ComponentProps<typeof App> {
  site: SiteConfig;
  i18n: I18n;
  services: AppServices;
  /** The image host the server rendered the page with (handed over), if it did. */
  imageHost?: string;
  /** The server's render, or the browser's hydration of it: what only the browser knows waits (HydrationGate). */
  hydrating?: boolean;
}

/** The whole app: the browser's tree (src/app/main.tsx) and the server's (src/app/server-entry.tsx) are this one. */
export function AppTree({ site, i18n, services, imageHost, hydrating = false, ...app }: AppTreeProps) {
  return (
    <StrictMode>
      <HydrationGate hydrating={hydrating}>
        <SiteContext value={site}>
          <I18nextProvider i18n={i18n}>
            <ServicesContext value={services}>
              <ImageHostContext value={imageHost}>
                <DialogHost>
                  <App {...app} />
                </DialogHost>
              </ImageHostContext>
            </ServicesContext>
          </I18nextProvider>
        </SiteContext>
      </HydrationGate>
    </StrictMode>
  );
}
