export * from './fechas';
export * from './ventanaEdicion';
export * from './numeros';
export * from './busqueda';
