import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { DialogHost } from '@/components/dialog/dialog-host';
import { loadSiteConfig } from '@/lib/config/load-merchant';
import { SiteContext } from '@/lib/config/site-context';
import { startI18n } from '@/lib/i18n/i18n';
import { writeLanguageCookie } from '@/lib/i18n/language-cookie';
import { pickLanguage } from '@/lib/i18n/language-storage';
import { bcp47 } from '@/lib/i18n/languages';
import { formatMoney } from '@/lib/format-money';
import { ServicesContext } from '@/lib/services';
import { applyTheme, storedTheme } from '@/lib/theme/theme';
import { gameMenusStore } from '@/lib/games/game-menus-store';
import { platformMerchantCode } from '@/lib/config/resolve-merchant';
import { startBoot } from '@/features/boot/boot-actor';
import { prefetchGameList } from '@/features/games/list-prefetch';
import { prefetchHomeData } from '@/features/home/home-prefetch';
import { preloadMemberActions } from '@/features/shell/header-actions';
import { prefetchApi } from '@/lib/gateway/api';
import { sessionToken } from '@/lib/gateway/session-store';
import { App } from './app';
import { preloadSignedInMounts } from './app-layout';
import { createServices } from './create-services';
import { preloadPagesAt } from './preload-pages';
import { prefetchPopups } from './public-popups';
import '@/styles/global.css';
import '@/styles/first-screen.css';

async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  // A first screen the server painted (scripts/lib/first-screen.ts) stays on show until the app has its own: the app
  // renders beside it, and takes its place in one commit (App's `painted`).
  const painted = container.querySelector('[data-first-screen]');
  const appContainer = painted ? container.appendChild(document.createElement('div')) : container;
  try {
    const site = await loadSiteConfig();
    const { languages, theme, brand } = site.merchant;
    applyTheme(theme, storedTheme() ?? theme.default);
    document.title = brand.name;
    // A page our server pinned declares the icon and the web app already; a plain static host's page learns them
    // here (the build makes the manifest and icons in the merchant's app/ folder: scripts/lib/web-app-paths.ts).
    if (!document.querySelector('link[rel="icon"]'))
      document.head.append(
        Object.assign(document.createElement('link'), {
          rel: 'icon',
          href: site.assetBase + (brand.favicon ?? brand.logo),
        }),
        Object.assign(document.createElement('link'), {
          rel: 'manifest',
          href: `${site.assetBase}app/manifest.webmanifest`,
        }),
        Object.assign(document.createElement('link'), {
          rel: 'apple-touch-icon',
          href: `${site.assetBase}app/icon-192.png`,
        }),
      );
    const language = pickLanguage(languages.supported, languages.default);
    writeLanguageCookie(language); // the next page the server paints speaks it
    const started: { i18n?: I18n } = {};
    const services = createServices(site, () => started.i18n?.language ?? language);
    // The boot calls go out now, while the dictionaries load.
    const boot = startBoot(services);
    // The first screen's reads go out with them: the navigation's game menus and the landing page's data.
    gameMenusStore(services.gateway).load(platformMerchantCode(location.hostname, site.merchant.merchantCodes));
    prefetchHomeData(services.gateway, site.merchant, language);
    prefetchGameList(services.gateway, site.merchant, language);
    const signedIn = Boolean(sessionToken.get());
    prefetchPopups(services.gateway, language, signedIn);
    // A signed-in visit (a stored token, or one handed over in the URL) also asks for the member's info and the
    // receipt check, and fetches its page's code and words (once the dictionaries have started): the session restore
    // and the member and agent pages then find them in hand.
    if (signedIn) {
      prefetchApi(services.gateway, 'member.info');
      preloadSignedInMounts(services.gateway);
      preloadMemberActions();
    }
    // The calls are out: the words and the first render start in a task of their own (one start-up task would be a
    // long one on a phone).
    await new Promise((resolve) => setTimeout(resolve, 0));
    const i18n = (started.i18n = await startI18n(language, languages.default));
    if (signedIn) preloadPagesAt(location.pathname);
    const app = (
      <StrictMode>
        <SiteContext value={site}>
          <I18nextProvider i18n={i18n}>
            <ServicesContext value={services}>
              <DialogHost>
                <App boot={boot} painted={painted} />
              </DialogHost>
            </ServicesContext>
          </I18nextProvider>
        </SiteContext>
      </StrictMode>
    );
    const root = createRoot(appContainer);
    startTransition(() => root.render(app));
    // A language's first number format loads its locale data (tens of ms on a phone): in a task of its own while the
    // boot calls are out, not in the render that first shows an amount.
    setTimeout(() => formatMoney(0, bcp47(language)), 0);
  } catch (error) {
    // Without config there is no language either: a plain sentence is all we can offer.
    console.error(error);
    painted?.remove();
    createRoot(appContainer).render(
      <main className="fatal">
        <h1>Network link abnormal</h1>
        <p role="alert">The site could not start. Check your connection and reload the page.</p>
        <button type="button" onClick={() => location.reload()}>
          Reload
        </button>
      </main>,
    );
  }
}

void start();
