import { useMemo } from 'react';
import { createPath, Router, type Navigator } from 'react-router-dom';
import { HomeFrame } from '@/features/home/home-frame';
import { HOME_PATHS } from '@/features/home/home-paths';
import { PageBusy, ShellFrame } from '@/features/shell/shell-frame';

const homePaths = new Set(HOME_PATHS);

/**
 * The first screen of `path`, before the app's routes run: the server renders it into the page
 * (src/app/first-screen-server.tsx) and the app shows the same until its routes are ready, so it hydrates what the
 * server painted. Its links work before that: `onFollow` takes the path (the app then opens there); without it (on
 * the server) they are plain links.
 */
export function FirstScreen({
  path,
  language,
  onFollow,
}: {
  path: string;
  language: string;
  onFollow?: (to: string) => void;
}) {
  const navigator = useMemo<Navigator>(() => {
    const follow = (to: Parameters<Navigator['push']>[0]) => onFollow?.(typeof to === 'string' ? to : createPath(to));
    return {
      createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
      push: follow,
      replace: follow,
      go() {},
    };
  }, [onFollow]);
  return (
    <Router location={path} navigator={navigator} static={!onFollow}>
      <ShellFrame path={path} language={language}>
        {homePaths.has(path) ? <HomeFrame /> : <PageBusy />}
      </ShellFrame>
    </Router>
  );
}
