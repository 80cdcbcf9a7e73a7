export * from './celdas';
export * from './libro';
