export * from './errors.ts';
export * from './health.ts';
