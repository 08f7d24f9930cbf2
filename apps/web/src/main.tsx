import '@blueprintjs/core/lib/css/blueprint.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createServices } from './app/services';
import { startServiceWorker } from './app/serviceWorker/register';
import { createToastNotifier } from './app/toaster';

const toaster = createToastNotifier();
const services = createServices({ notifier: toaster.notifier, storage: window.localStorage });
// A save still waiting for its one-second slot is written before the page goes away.
window.addEventListener('pagehide', () => services.session.flush());

// Production builds only: in `vite dev` there is no built worker, and caching would hide edits.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const start = () =>
    void startServiceWorker({
      container: navigator.serviceWorker,
      notifier: toaster.notifier,
      reload: () => window.location.reload(),
    });
  // After the page has loaded: installing fetches the app shell, which must not slow the first paint.
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App services={services} toaster={toaster} />
  </StrictMode>,
);
