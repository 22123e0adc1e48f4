import { StaticRouter } from 'react-router-dom';
import { HomeFrame } from '@/features/home/home-frame';
import { HOME_PATHS } from '@/features/home/home-paths';
import { PageBusy, ShellFrame } from '@/features/shell/shell-frame';

const homePaths = new Set(HOME_PATHS);

/**
 * The first screen of `path`, as the server paints it into the page (src/app/first-screen-server.tsx) before any
 * script has run: plain links, so it works with scripts off too. The app shows it until its own first screen replaces
 * it (main.tsx, App's `painted`). `firstBanner`: the home banner's first image, when the server has it.
 */
export function FirstScreen({ path, language, firstBanner }: { path: string; language: string; firstBanner?: string }) {
  return (
    <StaticRouter location={path}>
      <ShellFrame path={path} language={language}>
        {homePaths.has(path) ? <HomeFrame firstBanner={firstBanner} /> : <PageBusy />}
      </ShellFrame>
    </StaticRouter>
  );
}
