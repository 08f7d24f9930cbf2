import '@blueprintjs/core/lib/css/blueprint.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createServices } from './app/services';
import { createToastNotifier } from './app/toaster';

const toaster = createToastNotifier();
const services = createServices({ notifier: toaster.notifier, storage: window.localStorage });
// A save still waiting for its one-second slot is written before the page goes away.
window.addEventListener('pagehide', () => services.session.flush());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App services={services} toaster={toaster} />
  </StrictMode>,
);
