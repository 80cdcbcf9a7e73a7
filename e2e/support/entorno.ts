import type { BrowserContext } from '@playwright/test';
import { puerto, urlApi, type NombreApp } from '@horas/shared/federation';

/** Same port rules as the apps' builds (HORAS_PORT_BASE etc., see README.md). */
export const urlDe = (app: NombreApp) => `http://localhost:${puerto(app)}`;
export const URL_SHELL = urlDe('shell');
export const URL_API = urlApi();
/**
 * HORAS_E2E_RETRASO_MS: every API of the run holds each answer back at random by up to this many ms
 * (the API's RETRASO_DE_PRUEBA_MS), as a loaded machine does; unset, they answer at once.
 */
export const RETRASO_DE_RESPUESTAS_MS = process.env.HORAS_E2E_RETRASO_MS ?? '0';

/** The API each browser context was pointed at (ApiPropia.apuntar); the shared one otherwise. */
const apiDeContexto = new WeakMap<BrowserContext, string>();
export const apuntarContexto = (contexto: BrowserContext, url: string) => void apiDeContexto.set(contexto, url);
/** Where a spec's own requests for that context go: `page.request` does not pass through the context's routes. */
export const apiDe = (contexto: BrowserContext) => apiDeContexto.get(contexto) ?? URL_API;
