export * from './contracts';
export * from './api';
