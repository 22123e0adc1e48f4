import { StaticRouter } from 'react-router-dom';
import { GameListFrame } from '@/features/games/game-list-frame';
import { HomeFrame } from '@/features/home/home-frame';
import { HOME_PATHS } from '@/features/home/home-paths';
import { PageBusy, ShellFrame } from '@/features/shell/shell-frame';
import type { FirstScreenData } from '@/lib/first-screen-data';
import { categoryOfRoute } from '@/lib/games/categories';

const homePaths = new Set(HOME_PATHS);

/**
 * The first screen of `path`, as the server paints it into the page (src/app/first-screen-server.tsx) before any
 * script has run: plain links, so it works with scripts off too. The app shows it until its own first screen replaces
 * it (main.tsx, App's `painted`). `data`: what the server read from the gateway for it (the home banner's first
 * image, a game list's vendors and first games), when it could.
 */
export function FirstScreen({ path, language, data }: { path: string; language: string; data?: FirstScreenData }) {
  const list = categoryOfRoute(path);
  return (
    <StaticRouter location={path}>
      <ShellFrame path={path} language={language} imageHost={data?.imageHost}>
        {homePaths.has(path) ? (
          <HomeFrame firstBanner={data?.banner} />
        ) : list && data?.list ? (
          <GameListFrame def={list} list={data.list} imageHost={data.imageHost} />
        ) : (
          <PageBusy />
        )}
      </ShellFrame>
    </StaticRouter>
  );
}
