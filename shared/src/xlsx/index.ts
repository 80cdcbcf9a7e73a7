export * from './libro';
