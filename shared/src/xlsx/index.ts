export * from './libro';
export * from './descargarArchivo';
