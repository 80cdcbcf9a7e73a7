export * from './fechas';
export * from './ventanaEdicion';
export * from './bloqueoDelDia';
export * from './numeros';
export * from './busqueda';
export * from './estado';
export * from './reglaDe';
export * from './horasEscritas';
