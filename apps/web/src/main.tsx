import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App, startSession } from './app/app';
import { routes } from './app/routes';
import { platformPreferencesReady } from './lib/platform-preferences';
import './styles.css';

const router = createBrowserRouter(routes);
startSession(router);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Timestamps in the platform's timezone, money in its currency, its language as <html lang>:
// known before the first screen is drawn (waited for at most 1.5 s).
void platformPreferencesReady().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  ),
);
