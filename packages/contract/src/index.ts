export * from './envelope';
export * from './auth';
export * from './settings';
