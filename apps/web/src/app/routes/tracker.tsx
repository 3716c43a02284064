import { TrackerPage } from '@/features/wearables/index.ts';

/** /tracker, the tracker data screen: signed-in users only (router.tsx). */
export default function TrackerRoute() {
  return <TrackerPage />;
}
