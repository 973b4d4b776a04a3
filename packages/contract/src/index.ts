export * from './envelope';
export * from './fields';
export * from './auth';
export * from './settings';
export * from './schools';
export * from './users';
