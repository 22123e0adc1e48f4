// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Link, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageOutlet } from '@/components/route-fallback/page-outlet';
import { useRouteLoading } from '@/lib/routing/route-loading';
import { useRouteMatches } from '@/lib/routing/route-matches';
import enCommon from '@/locales/en/common.json';
import { AppRoutes, loadPagesAt, matchesAt, toElementRoutes } from './route-elements';
import { RouteErrorBoundary } from './route-error-boundary';

afterEach(cleanup);

/** A page module whose download the test finishes by hand. */
function deferredPage(text: string, withOutlet = false) {
  let arrive!: () => void;
  const Component = () => (
    <section>
      <p>{text}</p>
      {withOutlet && <PageOutlet />}
    </section>
  );
  const arrived = new Promise<{ Component: typeof Component }>((resolve) => {
    arrive = () => resolve({ Component });
  });
  const load = vi.fn(() => arrived);
  return { load, arrive: () => act(async () => arrive()) };
}

function Frame() {
  const loading = useRouteLoading();
  const name = (useRouteMatches().at(-1)?.route.handle as { name?: string } | undefined)?.name;
  return (
    <>
      <nav>
        <Link to="/b">to b</Link>
      </nav>
      <output aria-label="route">{name}</output>
      {loading && <p role="status">loading</p>}
      <PageOutlet />
    </>
  );
}

function renderAt(path: string, routes: RouteObject[]) {
  const busy = () => document.querySelector('[aria-busy="true"]');
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'EN',
    resources: { EN: { common: enCommon } },
    defaultNS: 'common',
    initAsync: false,
  });
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Link to="/elsewhere">elsewhere</Link>
        <AppRoutes
          routes={toElementRoutes(routes).map((r) => ({
            ...r,
            element: <RouteErrorBoundary>{r.element}</RouteErrorBoundary>,
          }))}
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { busy };
}

describe('the route table as elements', () => {
  it("a centre's frame and its page download side by side, and the first visit shows no navigation loader", async () => {
    const frame = deferredPage('member centre', true);
    const page = deferredPage('withdraw page');
    const { busy } = renderAt('/member/withdraw', [
      {
        element: <Frame />,
        children: [
          {
            path: '/member',
            lazy: frame.load,
            children: [{ path: 'withdraw', lazy: page.load, handle: { name: 'withdraw' } }],
          },
        ],
      },
    ]);
    expect(frame.load).toHaveBeenCalledTimes(1);
    expect(page.load).toHaveBeenCalledTimes(1);
    expect(busy()).not.toBeNull();
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByLabelText('route').textContent).toBe('withdraw');
    await page.arrive();
    await frame.arrive();
    expect(await screen.findByText('withdraw page')).toBeTruthy();
    expect(screen.getByText('member centre')).toBeTruthy();
    expect(busy()).toBeNull();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('a navigation keeps the old page and shows the loader until the new page has arrived', async () => {
    const a = deferredPage('page a');
    const b = deferredPage('page b');
    renderAt('/a', [
      {
        element: <Frame />,
        children: [
          { path: '/a', lazy: a.load, handle: { name: 'a' } },
          { path: '/b', lazy: b.load, handle: { name: 'b' } },
        ],
      },
    ]);
    await a.arrive();
    expect(await screen.findByText('page a')).toBeTruthy();
    expect(b.load).not.toHaveBeenCalled();

    await act(async () => screen.getByRole('link', { name: 'to b' }).click());
    expect(b.load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('page a')).toBeTruthy();
    expect(await screen.findByText('loading')).toBeTruthy();

    await b.arrive();
    expect(await screen.findByText('page b')).toBeTruthy();
    expect(screen.queryByText('page a')).toBeNull();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('a page that fails is explained with a reload button, and another path clears the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('render failed');
    };
    renderAt('/a', [
      {
        element: <Frame />,
        children: [
          { path: '/a', element: <Broken /> },
          { path: '/elsewhere', element: <p>another page</p> },
        ],
      },
    ]);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();

    await act(async () => screen.getByRole('link', { name: 'elsewhere' }).click());
    expect(await screen.findByText('another page')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    vi.restoreAllMocks();
  });

  it("the pages loaded before the first render (a rendered page's hydration) render at once, downloaded once", async () => {
    const frame = deferredPage('member centre', true);
    const page = deferredPage('withdraw page');
    const routes = toElementRoutes([
      { path: '/member', lazy: frame.load, children: [{ path: 'withdraw', lazy: page.load }] },
    ]);
    const loaded = loadPagesAt(routes, '/member/withdraw');
    await page.arrive();
    await frame.arrive();
    await loaded;
    render(
      <MemoryRouter initialEntries={['/member/withdraw']}>
        <AppRoutes routes={routes} />
      </MemoryRouter>,
    );
    // In the first render, with no suspending: a hydrating page would otherwise be thrown away and rendered again.
    expect(screen.getByText('withdraw page')).toBeTruthy();
    expect(screen.getByText('member centre')).toBeTruthy();
    expect(frame.load).toHaveBeenCalledTimes(1);
    expect(page.load).toHaveBeenCalledTimes(1);
  });

  it('a table rebuilt with more routes (the later ones arriving) keeps the page on screen mounted', async () => {
    const home = deferredPage('home page');
    const table = (extra: RouteObject[]) => toElementRoutes([{ path: '/', lazy: home.load }, ...extra]);
    const Tree = ({ routes }: { routes: RouteObject[] }) => (
      <MemoryRouter initialEntries={['/']}>
        <AppRoutes routes={routes} />
      </MemoryRouter>
    );
    const { rerender } = render(<Tree routes={table([])} />);
    await home.arrive();
    const shown = await screen.findByText('home page');
    rerender(<Tree routes={table([{ path: '/later', element: <p>later page</p> }])} />);
    // The same element: React did not unmount the page and mount it again.
    expect(screen.getByText('home page')).toBe(shown);
    expect(home.load).toHaveBeenCalledTimes(1);
  });

  it('matches a path once: the preload of the page a redirect leads to serves the render after it', () => {
    const routes = toElementRoutes([
      { path: '/member', element: <p>centre</p>, children: [{ path: 'vip', element: <p>vip</p> }] },
      { path: '/', element: <p>home</p> },
    ]);
    const preloaded = matchesAt(routes, '/member/vip');
    expect(preloaded.map((m) => m.pathname)).toEqual(['/member', '/member/vip']);
    matchesAt(routes, '/member'); // the address before the centre's redirect
    expect(matchesAt(routes, '/member/vip')).toBe(preloaded);
  });
});
