import { RouterProvider } from 'react-router-dom';
import { useMemo } from 'react';
import { buildRouter } from './router';

export function App() {
  const router = useMemo(() => buildRouter(), []);
  return <RouterProvider router={router} />;
}
