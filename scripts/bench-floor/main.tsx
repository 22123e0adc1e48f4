/**
 * The bench's floor: the smallest app on the site's framework set (React, React DOM, React Router, i18next with
 * react-i18next, XState with @xstate/react, TanStack Query), rendering a static first screen of the home page's
 * size. The site's figures are read as ratios to this page's, measured in the same run by the same server.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createMachine } from 'xstate';
import { useMachine } from '@xstate/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { floorScreen } from './floor-screen';

const screenMachine = createMachine({
  id: 'screen',
  initial: 'shown',
  states: { shown: { on: { hide: 'hidden' } }, hidden: {} },
});

function Screen() {
  const { t } = useTranslation();
  const [state] = useMachine(screenMachine);
  const { data } = useQuery({ queryKey: ['floor-screen'], queryFn: async () => floorScreen });
  if (!data || !state.matches('shown')) return null;
  return (
    <>
      <header>
        <img src={data.logo} alt={t('brand')} width={124} height={36} />
        <button type="button">{t('login')}</button>
        <button type="button">{t('register')}</button>
      </header>
      <nav aria-label={t('menu')}>
        <ul>
          {data.nav.map((item) => (
            <li key={item}>
              <a href={`#${item}`}>{item}</a>
            </li>
          ))}
        </ul>
      </nav>
      <main>
        <div className="banners">
          {data.banners.map((src, i) => (
            <img key={src} src={src} alt="" width={380} height={127} loading={i === 0 ? 'eager' : 'lazy'} />
          ))}
        </div>
        <p>{data.notice}</p>
        {data.sections.map((section) => (
          <section key={section.title} aria-label={section.title}>
            <h2>{section.title}</h2>
            <ul>
              {section.games.map((game) => (
                <li key={game.name}>
                  <a href={`#${game.name}`}>
                    <img src={game.image} alt="" width={166} height={166} loading="lazy" />
                    <span>{game.name}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-label={t('winners')}>
          <h2>{t('winners')}</h2>
          <ol>
            {data.winners.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </section>
      </main>
      <footer>
        {data.footerColumns.map((column) => (
          <div key={column.title}>
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link}>
                  <a href={`#${link}`}>{link}</a>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <ul>
          {data.footerLogos.map((src) => (
            <li key={src}>
              <img src={src} alt="" width={88} height={32} loading="lazy" />
            </li>
          ))}
        </ul>
        <p>{data.copyright}</p>
      </footer>
    </>
  );
}

await i18next.use(initReactI18next).init({
  lng: 'en',
  resources: {
    en: {
      translation: { brand: 'Floor', login: 'Log in', register: 'Join now', menu: 'Games', winners: 'Biggest wins' },
    },
  },
});
// The site's own router mode: declarative routes from a table.
const Routes = () => useRoutes([{ path: '*', element: <Screen /> }]);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <BrowserRouter basename="/__floor">
        <Routes />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
