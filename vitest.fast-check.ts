import fc from 'fast-check';

/**
 * Every property test (fast-check) runs with one fixed seed, so a run is the same on every machine and at every hour
 * (ADR 006): a clean-clone run never fails by chance. To explore other inputs, set FAST_CHECK_SEED; a failure prints
 * its seed and path to replay it.
 */
fc.configureGlobal({ seed: Number(process.env.FAST_CHECK_SEED ?? 20_261_127) });
