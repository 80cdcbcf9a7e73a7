import { expect, type Locator, type Page } from '@playwright/test';
import { fila } from './administracion';
import { masDias } from './semanas';
import { irA } from './sesion';

/** Month closings as the screens show them: 'Octubre 2026 · Enviado', the 'Aprobaciones' table. */

const MESES = ['Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre'];

/** The first day of the month before this one (the browser's today). */
export function primeroDelMesPasado(hoy = new Date()): Date {
  return new Date(hoy.getFullYear(), hoy.getMonth() - 1, 1);
}

/** 'Octubre 2026', as the screens name a month. */
export const nombreMes = (dia: Date) => `${MESES[dia.getMonth()]} ${dia.getFullYear()}`;

/** The Monday of the first week lying wholly inside the month of `primero`. */
export const primeraSemanaEntera = (primero: Date) => masDias(primero, (8 - primero.getDay()) % 7);

/** The line above the week that says the state of one month, with its buttons. */
export const estadoDelMes = (page: Page, mes: Date) => page.getByRole('group', { name: `Estado de ${nombreMes(mes)}`, exact: true });

/** The top bar's 'Aprobaciones', then the screen with its table. */
export async function abrirAprobaciones(page: Page): Promise<Locator> {
  await irA(page, 'Aprobaciones');
  await expect(page.getByRole('heading', { level: 1, name: 'Aprobaciones' })).toBeVisible();
  const tabla = page.getByRole('region', { name: 'Meses de las personas', exact: true });
  await expect(tabla.getByRole('row').nth(1)).toBeVisible();
  return tabla;
}

/** A person's row of the 'Aprobaciones' table. */
export const filaDe = (tabla: Locator, nombre: string) => fila(tabla, nombre);
