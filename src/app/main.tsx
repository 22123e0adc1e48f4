import { startTransition } from 'react';
import { createRoot, hydrateRoot, type ErrorInfo } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import { loadSiteConfig, type SiteConfig } from '@/lib/config/load-merchant';
import { startI18n } from '@/lib/i18n/i18n';
import { writeLanguageCookie } from '@/lib/i18n/language-cookie';
import { pickLanguage } from '@/lib/i18n/language-storage';
import { bcp47 } from '@/lib/i18n/languages';
import { warmMoneyFormat } from '@/lib/format-money';
import { nextTask } from '@/lib/next-task';
import { applyTheme, storedTheme } from '@/lib/theme/theme';
import { gameMenusStore } from '@/lib/games/game-menus-store';
import { platformMerchantCode } from '@/lib/config/resolve-merchant';
import { startBoot } from '@/features/boot/boot-actor';
import type { BootResult } from '@/features/boot/boot.machine';
import type { SiteSettings } from '@/lib/config/site-settings';
import { restoreSession } from '@/features/boot/restore-session';
import { prefetchGameList } from '@/features/games/list-prefetch';
import { prefetchHomeData } from '@/features/home/home-prefetch';
import { preloadMemberActions } from '@/features/shell/header-actions';
import { askChatScripts } from '@/lib/customer-service/chat-scripts-ask';
import { prefetchApi } from '@/lib/gateway/api';
import { sessionToken } from '@/lib/gateway/session-store';
import { isPlatformLanguage } from '@/lib/i18n/languages';
import { pageHandover } from '@/lib/rendering/page-handover';
import { AppTree } from './app-tree';
import { preloadSignedInMounts, preloadSignedInPages } from './app-layout';
import { createServices } from './create-services';
import { loadPagesAt } from './route-elements';
import { loadLaterRoutes } from './later-routes-loader';
import { buildRoutes } from './router';
import { prefetchPopups } from './public-popups';
import '@/styles/global.css';

/** A hydration that had to render part of the page again (a mismatch): said in the console, where tests look. */
function reportRecoverable(error: unknown, info: ErrorInfo): void {
  console.error('hydration: recovered from', error, info.componentStack ?? '');
}

async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  // A page the site server rendered (server/render-page.ts) carries what it rendered with: the app starts from the
  // same config, language, boot result and reads, and hydrates that HTML instead of rendering its own.
  const handover = pageHandover();
  try {
    const site: SiteConfig = handover?.site ?? (await loadSiteConfig());
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
    // The visitor's language; a page the server rendered hydrates in the one it was rendered in (the language cookie's),
    // and moves to the visitor's right after, should they differ (a cookie lost or older than the choice).
    const chosen = pickLanguage(languages.supported, languages.default);
    const rendered = handover && isPlatformLanguage(handover.language) ? handover.language : null;
    const language = rendered ?? chosen;
    // As soon as the language is known: a worker builds the browser's locale tables while the page starts.
    warmMoneyFormat(bcp47(language));
    writeLanguageCookie(chosen); // the next page the server renders speaks it
    const started: { i18n?: I18n } = {};
    const services = createServices(site, () => started.i18n?.language ?? language);
    // The boot calls go out now, while the dictionaries load (none when the server booted the page).
    const bootResult = handover?.boot as BootResult<SiteSettings> | undefined;
    const boot = startBoot(services, bootResult);
    const signedIn = Boolean(sessionToken.get());
    // The server renders the unknown session; a stored one is restored beside the hydration (the boot machine does it
    // when it boots itself).
    if (bootResult && signedIn) restoreSession(services).catch(() => undefined);
    // The first reads in a task of their own: with the boot's they made one long start-up task on a phone.
    await nextTask();
    // The first screen's reads follow: the navigation's game menus and the landing page's data, unless the
    // server read them for the page.
    const menus = gameMenusStore(services.gateway);
    if (handover?.menus) menus.seed(handover.menus);
    else menus.load(platformMerchantCode(location.hostname, site.merchant.merchantCodes));
    if (!handover?.queries?.queries.length) {
      prefetchHomeData(services.gateway, site.merchant, language);
      prefetchGameList(services.gateway, site.merchant, language);
    }
    prefetchPopups(services.gateway, language, signedIn);
    askChatScripts(services.gateway, site.merchant.customerService?.chatScripts);
    // A signed-in visit (a stored token, or one handed over in the URL) also asks for the member's info and the
    // receipt check, and fetches its page's code and words (once the dictionaries have started): the session restore
    // and the member and agent pages then find them in hand.
    if (signedIn) {
      if (!bootResult) prefetchApi(services.gateway, 'member.info');
      preloadSignedInMounts(services.gateway);
      preloadMemberActions();
    }
    // The calls are out: the words and the first render start in a task of their own.
    await nextTask();
    const i18n = (started.i18n = await startI18n(language, languages.default, handover?.words));
    if (signedIn) preloadSignedInPages(location.pathname, site.merchant, services.gateway);
    // The routes the server rendered the page with, later ones included, and the page's own modules (already on
    // their way): a page that suspended while hydrating would be rendered again, and its server HTML thrown away,
    // when any update came before it.
    const later = handover?.laterRoutes ? await loadLaterRoutes().catch(() => undefined) : undefined;
    // The server rendered the app when it had the boot result in time. Without it, its page is the busy sign, which
    // the app replaces: booted by now, its first render would not equal it.
    const hydrating = Boolean(bootResult);
    const app = (
      <AppTree
        site={site}
        i18n={i18n}
        services={services}
        boot={boot}
        imageHost={handover?.imageHost}
        hydrating={hydrating}
        laterRoutes={later}
      />
    );
    if (hydrating) {
      await loadPagesAt(buildRoutes(later), location.pathname).catch(() => undefined);
      // As a transition, the hydration yields to the browser every few milliseconds instead of being one long task.
      // From here React repeats a tap on a part not yet hydrated; index.html's head stops doing it.
      document.documentElement.dataset.hydrating = '';
      startTransition(() => void hydrateRoot(container, app, { onRecoverableError: reportRecoverable }));
    } else {
      const root = createRoot(container);
      startTransition(() => root.render(app));
    }
    if (chosen !== language) startTransition(() => void i18n.changeLanguage(chosen));
  } catch (error) {
    // Without config there is no language either: a plain sentence is all we can offer.
    console.error(error);
    container.replaceChildren();
    createRoot(container).render(
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

// In a task after the modules' evaluation: the two together would be one long task on a phone.
setTimeout(() => void start(), 0);
