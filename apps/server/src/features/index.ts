import type { AppInstance } from '../app.ts';
import type { JobDefinition } from '../jobs/define-job.ts';
import { FEATURES } from './registry.ts';
import { createServices, type ServicesContext } from './services.ts';

/** What every feature may use (createServices' context). */
export type FeatureContext = ServicesContext;

/** What registerFeatures hands back to buildApp: the jobs built with feature services (run beside `allJobs`). */
export type TRegisteredFeatures = { jobs: JobDefinition[] };

/**
 * Builds every service once (createServices, services.ts) and registers each feature's routes under /api from its
 * descriptor, in the order of FEATURES (registry.ts). Returns the jobs the descriptors build with the services.
 */
export async function registerFeatures(app: AppInstance, ctx: FeatureContext): Promise<TRegisteredFeatures> {
  const services = createServices(ctx);
  // Work done after the answer (the password-reset mail); closing the app waits for it.
  app.addHook('onClose', () => services.backgroundTasks.idle());
  for (const feature of FEATURES) await feature.routes?.(app, services, ctx);
  return { jobs: FEATURES.flatMap((feature) => feature.serviceJobs?.(services) ?? []) };
}
