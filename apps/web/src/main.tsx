import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App, startSession } from './app/app';
import { routes } from './app/routes';
import { loadPlatformPreferences } from './lib/platform-preferences';
import './styles.css';

const router = createBrowserRouter(routes);
startSession(router);
// Timestamps in the platform's timezone, money in its currency, its language as <html lang>.
void loadPlatformPreferences();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
