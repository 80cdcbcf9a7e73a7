/**
 * Click on 'Tabla' → the grid ready (issue 43), in Chromium with CDP CPU throttling 4x: Ana in a new
 * context (cold cache), the week of `lunes` shown in 'Días' with its entries (and, with `pausaMs`,
 * that long on it: the shell loads the menu's other screens ahead meanwhile), then the time from the
 * click on the view switch's 'Tabla' (in the page: bench/enLaPagina.ts) to the first frame where
 * the grid shows its `filas` rows, every cell an input that can be typed in, `conHoras` of them
 * holding hours, and nothing loading.
 */
import type { Browser } from '@playwright/test';
import { abrirSemana, masDias, nombreDeDia } from '../e2e/support/semanas';
import { clicEn, enInicio, tiempoListo, vigilar } from './enLaPagina';
import { ESPERA_MS, expect } from './playwright';

export const CPU_TABLA = 4;

/** Runs in the page (vigilar): the grid with every row and cell, none read-only, the week's hours in them. */
function tablaLista({ filas, conHoras }: { filas: number; conHoras: number }) {
  const main = document.querySelector('main');
  if (!main || main.querySelector('.ant-spin-spinning')) return false;
  const tabla = main.querySelector('table[aria-label="Horas de la semana"]');
  if (!tabla || tabla.querySelectorAll('tbody tr').length !== filas) return false;
  const celdas = [...tabla.querySelectorAll<HTMLInputElement>('tbody td input')];
  return celdas.length === filas * 7 && celdas.every((c) => !c.readOnly && !c.disabled) && celdas.filter((c) => c.value !== '').length === conHoras;
}

export async function clicHastaTablaLista(browser: Browser, url: string, lunes: Date, esperado: { filas: number; conHoras: number; porDia: number }, pausaMs: number) {
  const page = await enInicio(browser, url, CPU_TABLA, 'ana');
  try {
    await abrirSemana(page, lunes, { timeout: ESPERA_MS });
    // The week in 'Días' with its entries: what a person sees before choosing 'Tabla'.
    for (let d = 0; d < 5; d++) await expect(page.getByRole('region', { name: nombreDeDia(masDias(lunes, d)) }).getByRole('listitem')).toHaveCount(esperado.porDia);
    await expect(page.locator('main .ant-spin-spinning')).toHaveCount(0);
    if (pausaMs) await page.waitForTimeout(pausaMs);
    await vigilar(page, tablaLista, { filas: esperado.filas, conHoras: esperado.conHoras });
    const t0 = await clicEn(page, 'main .ant-segmented-item', 'Tabla');
    return (await tiempoListo(page)) - t0;
  } finally {
    await page.context().close();
  }
}
