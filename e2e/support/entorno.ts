import { puerto, urlApi, type NombreApp } from '@horas/shared/federation';

/** Same port rules as the apps' builds (HORAS_PORT_BASE etc., see README.md). */
export const urlDe = (app: NombreApp) => `http://localhost:${puerto(app)}`;
export const URL_SHELL = urlDe('shell');
export const URL_API = urlApi();
