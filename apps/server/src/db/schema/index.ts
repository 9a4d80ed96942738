// The schema as one object for drizzle's relational typing; not a barrel for app code.
export * from './users.ts';
export * from './catalog.ts';
export * from './sales.ts';
export * from './operations.ts';
export * from './rollups.ts';
export * from './jobs.ts';
