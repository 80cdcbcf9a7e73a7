export * from './common';
export * from './usuarios';
export * from './catalogo';
export * from './clientes';
export * from './horas';
export * from './reglasHoras';
export * from './celdas';
export * from './reporteXlsx';
