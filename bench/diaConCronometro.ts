/**
 * A day with the timer (issue 43), as Ana in the week view: 'Iniciar con una reciente' for the first
 * task, 'Detener' and 'Guardar' (the hour form filled with what it was for and the time so far) to
 * switch to the next one, started the same way, and so on for the three combinations of the reference
 * week; the last one stopped. Each click counts (UsuarioContado). The API must then hold the day's
 * three entries; their hours are the seconds the script took (at least 0.01 h each).
 */
import { horasEntre, type SesionApi } from '../e2e/support/horasPorApi';
import { iso } from '../e2e/support/semanas';
import { etiquetaDe, opcionVisible, REFERENCIA } from './semanaDeReferencia';
import type { UsuarioContado } from './usuarioContado';
import { expect } from './playwright';

export async function conCronometro(usuario: UsuarioContado) {
  const page = usuario.page;
  const cronometro = page.getByRole('region', { name: 'Cronómetro' });
  for (const fila of REFERENCIA) {
    await expect(cronometro.getByRole('button', { name: 'Iniciar', exact: true })).toBeEnabled();
    await usuario.clic(cronometro.getByLabel('Iniciar con una reciente'));
    await usuario.clic(opcionVisible(page, etiquetaDe(fila)));
    // Running, for this task and its description.
    await expect(cronometro.getByRole('timer')).toBeVisible();
    await expect(cronometro).toContainText(`${etiquetaDe(fila)} · ${fila.descripcion}`);
    await usuario.clic(cronometro.getByRole('button', { name: 'Detener' }));
    const formulario = page.getByRole('dialog', { name: /^Detener cronómetro/ });
    await expect(formulario.getByLabel('Descripción', { exact: true })).toHaveValue(fila.descripcion);
    await usuario.clic(formulario.getByRole('button', { name: 'Guardar' }));
    await expect(formulario).toBeHidden();
  }
  await expect(cronometro.getByRole('button', { name: 'Iniciar', exact: true })).toBeEnabled();
}

/**
 * The days around today (`desde`, `hasta`: the API's today may be the browser's yesterday or
 * tomorrow) hold exactly the three entries, one per combination, with its description.
 */
export async function comprobarDia(ana: SesionApi, desde: Date, hasta: Date) {
  const horas = await horasEntre(ana, iso(desde), iso(hasta));
  const resumen = horas.map((h) => `${h.cliente?.nombre ?? '-'} ${h.servicio?.nombre ?? '-'} ${h.tarea.nombre} ${h.descripcion}`).sort();
  const esperado = REFERENCIA.map((f) => `${f.cliente ?? '-'} ${f.servicio ?? '-'} ${f.tarea} ${f.descripcion}`).sort();
  const fechas = new Set(horas.map((h) => h.fechaCarga));
  if (JSON.stringify(resumen) !== JSON.stringify(esperado) || fechas.size !== 1 || horas.some((h) => !(h.horas > 0))) {
    throw new Error(`El día con el cronómetro no quedó con sus tres entradas:\n${horas.map((h) => `${h.fechaCarga} ${h.horas} ${h.tarea.nombre} ${h.descripcion}`).join('\n')}`);
  }
  return horas.map((h) => h.horas);
}
