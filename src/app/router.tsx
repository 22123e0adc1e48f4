import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ShellLayout } from '@/features/shell/shell-layout';
import { HomePage } from '@/features/home/home-page';
import { NotFoundPage } from '@/features/shell/not-found-page';

/** The route table is data: each feature adds its routes here. */
export const routes: RouteObject[] = [
  {
    element: <ShellLayout />,
    children: [
      { path: '/', element: <HomePage />, handle: { name: 'home' } },
      ...['/index', '/index.html', '/home'].map((path) => ({ path, element: <HomePage />, handle: { name: 'home' } })),
      { path: '*', element: <NotFoundPage />, handle: { name: 'not-found' } },
    ],
  },
];

export function buildRouter() {
  return createBrowserRouter(routes);
}
