export * from './http';
export * from './usuarios';
export * from './catalogo';
export * from './horas';
export * from './clientes';
export * from './reporteXlsx';
export * from './jornadas';
export * from './historial';
