export * from './errors.ts';
export * from './health.ts';
export * from './legal.ts';
export * from './accounts.ts';
export * from './admin.ts';
