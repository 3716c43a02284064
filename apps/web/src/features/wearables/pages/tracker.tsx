import { TrackerPage } from '../components/tracker-page.tsx';

/** /tracker, the tracker data screen: signed-in users only (wearables.routes.ts). */
export default function TrackerRoute() {
  return <TrackerPage />;
}
