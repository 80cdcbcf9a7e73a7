export * from './claves';
export * from './clienteConsultas';
export * from './datosDeSesion';
export * from './consultasDeCatalogo';
export * from './useDatosDeSesion';
export * from './estadoDeLista';
export * from './useSaldo';
export * from './useHistorial';
