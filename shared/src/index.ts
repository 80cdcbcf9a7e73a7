export * from './contracts';
export * from './api';
export * from './domain';
export * from './xlsx';
