/** landing (web only): the public landing page. */
export { landingPages } from './landing.routes.ts';
export { LandingPage } from './components/landing-page.tsx';
