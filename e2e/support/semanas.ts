import { expect, type Locator, type Page } from '@playwright/test';
import { tomarPrimeraCoincidencia } from './seleccion';

/** Dates as the screens write them, and weeks counted from today (local time, as the browser sees it). */

const pad = (n: number) => String(n).padStart(2, '0');
export const ddmmyyyy = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
export const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
export const masDias = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
export const DIAS = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];
/** 'Lunes 23/11/2026', a day card's name and the second half of a grid cell's. */
export const nombreDeDia = (d: Date) => `${DIAS[d.getDay()]} ${ddmmyyyy(d)}`;

/** The Monday of the week holding `dia`. */
export function lunesDeLaSemana(dia: Date): Date {
  const hoy = new Date(dia.getFullYear(), dia.getMonth(), dia.getDate());
  return masDias(hoy, -((hoy.getDay() + 6) % 7));
}

/** Monday of the week `semanasAtras` weeks before this one. */
export const lunesDe = (semanasAtras: number, desde = new Date()) => masDias(lunesDeLaSemana(desde), -7 * semanasAtras);

export const rangoSemana = (lunes: Date) => `${ddmmyyyy(lunes)} - ${ddmmyyyy(masDias(lunes, 6))}`;

/**
 * Opens /home on the week of `lunes` through the remembered week, as a returning user would.
 * `timeout`: a throttled CPU (the benches) takes longer than expect's default to show it.
 */
export async function abrirSemana(page: Page, lunes: Date, { timeout }: { timeout?: number } = {}) {
  // The screen stores the week it shows when it mounts: wait for that, or it overwrites ours.
  await expect(page.getByRole('button', { name: 'Semana anterior', exact: true })).toBeVisible({ timeout });
  await page.evaluate((valor) => localStorage.setItem('semanaActual', valor), iso(lunes));
  await page.reload();
  await expect(page.getByRole('heading', { name: rangoSemana(lunes) })).toBeVisible({ timeout });
}

/** 'Agregar hora' on a day card, a default task picked by typing its name, hours and a description; waits for the form to close. */
export async function agregarHoraSinCliente(tarjeta: Locator, { tarea, horas, descripcion }: { tarea: string; horas: string; descripcion: string }) {
  const page = tarjeta.page();
  await tarjeta.getByRole('button', { name: 'Agregar hora' }).click();
  const formulario = page.getByRole('dialog');
  await formulario.getByLabel('Tarea').click();
  await tomarPrimeraCoincidencia(page, tarea);
  await formulario.getByLabel('Horas').fill(horas);
  await formulario.getByLabel('Descripción').fill(descripcion);
  await formulario.getByRole('button', { name: 'Cargar horas' }).click();
  await expect(formulario).toBeHidden();
}
