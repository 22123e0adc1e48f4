import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { takeTokenFromUrl } from './api';
import './studio.css';

takeTokenFromUrl();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
