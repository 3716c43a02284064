/** landing (web only): the public landing page. */
export { LandingPage } from './components/landing-page.tsx';
