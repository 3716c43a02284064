import './styles/globals.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import { installGlobalErrorLogging } from './lib/global-error-logging.ts';
import { initI18n } from './lib/i18n.ts';
import { registerServiceWorker } from './lib/service-worker.ts';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Root element not found');

installGlobalErrorLogging();
void initI18n();
registerServiceWorker();

createRoot(rootElement).render(<App router={createAppRouter()} />);
