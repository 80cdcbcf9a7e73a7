/**
 * The test kit of every package (`@horas/shared/testing`, test files only): factories shaped as
 * the API answers (saldos and month closings too), HTTP failures, rendering inside the shell's providers, antd
 * helpers (selects, dates, table rows, a row's 'Acciones' menu), an in-memory API for the real axios client, horas.xlsx bodies,
 * exported workbooks read back (`leerLibro`, `releerLibro`),
 * and what jsdom lacks of a browser (scrolling into view, saved files).
 */
export * from './ausencias';
export * from './catalogoDePrueba';
export * from './cierres';
export * from './errores';
export * from './fabricas';
export * from './fecha';
export * from './formatoDeLibro';
export * from './libroXlsx';
export * from './menuDeAcciones';
export * from './navegador';
export * from './releerLibro';
export * from './renderizar';
export * from './saldos';
export * from './select';
export * from './servidorFalso';
export * from './tabla';
export * from './sesionDeAna';
