import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App, startSession } from './app/app';
import { routes } from './app/routes';
import { startI18n } from './i18n/i18n';
import { applyLanguage, chosenLanguage, followChosenLanguage } from './i18n/language';
import { platformPreferencesReady } from './lib/platform-preferences';
import './styles.css';

const router = createBrowserRouter(routes);
startSession(router);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Timestamps in the platform's timezone, money in its currency, and the reader's language with
// its first messages: known before the first screen is drawn (the platform waited for at most
// 1.5 s; a language whose messages fail to load still draws, with keys for words).
void platformPreferencesReady()
  .then(async () => {
    const lng = chosenLanguage();
    document.documentElement.lang = lng;
    await startI18n(lng).catch(() => undefined);
    followChosenLanguage();
    // The session may have been confirmed (with the user's language) while the messages loaded.
    await applyLanguage();
  })
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
