/**
 * The reference week of bench/tabla.ts (issues 17 and 43): three combinations Monday to Friday, 15
 * entries, logged as the demo staff user Ana through the spec's modal ('Agregar hora' on each day
 * card), through 'Tabla' with the pickers, and through 'Tabla' with 'Recientes'. Each flow counts
 * its actions (UsuarioContado); `comprobar` asks the API for exactly those 15 entries.
 */
import type { Locator, Page } from '@playwright/test';
import { cargarHora, horasEntre, idsDe, type SesionApi } from '../e2e/support/horasPorApi';
import { ddmmyyyy, iso, masDias, nombreDeDia } from '../e2e/support/semanas';
import type { UsuarioContado } from './usuarioContado';
import { expect } from './playwright';

export const DIAS_LABORABLES = 5;

interface Eleccion {
  campo: 'Cliente' | 'Servicio' | 'Tarea';
  /** The shortest start of the name whose first match in the list (alphabetical, as the API gives it) is the option. */
  prefijo: string;
  opcion: string;
}
export interface FilaDeReferencia {
  elecciones: Eleccion[];
  cliente: string | null;
  servicio: string | null;
  tarea: string;
  horas: string;
  descripcion: string;
}
// Ana's clients: Banco Andino, Café del Valle, Municipalidad de Río Claro, Transportes Rápidos ('c' is
// first found in 'Banco', 'ca' in 'Café'); Café del Valle's services: Desarrollo web, Diseño UX/UI,
// Identidad de marca; Diseño UX/UI's tasks: Diseño visual, Investigación de usuarios, Prototipado;
// Banco Andino's: Desarrollo web ('w' only there), Integraciones; Desarrollo web's tasks: Análisis de
// requerimientos, Programación, Pruebas; default tasks: Capacitación, Reunión interna, Tareas
// administrativas, Vacaciones. The search matches anywhere in the name, ignoring case and accents
// (@horas/shared busquedaSinAcentos). Eight hours a day.
export const REFERENCIA: FilaDeReferencia[] = [
  {
    elecciones: [
      { campo: 'Cliente', prefijo: 'ca', opcion: 'Café del Valle' },
      { campo: 'Servicio', prefijo: 'di', opcion: 'Diseño UX/UI' },
      { campo: 'Tarea', prefijo: 'p', opcion: 'Prototipado' },
    ],
    cliente: 'Café del Valle', servicio: 'Diseño UX/UI', tarea: 'Prototipado', horas: '4', descripcion: 'Prototipos de la app',
  },
  {
    elecciones: [
      { campo: 'Cliente', prefijo: 'b', opcion: 'Banco Andino' },
      { campo: 'Servicio', prefijo: 'w', opcion: 'Desarrollo web' },
      { campo: 'Tarea', prefijo: 'p', opcion: 'Programación' },
    ],
    cliente: 'Banco Andino', servicio: 'Desarrollo web', tarea: 'Programación', horas: '3', descripcion: 'API de pagos',
  },
  {
    elecciones: [{ campo: 'Tarea', prefijo: 'c', opcion: 'Capacitación' }],
    cliente: null, servicio: null, tarea: 'Capacitación', horas: '1', descripcion: 'Curso interno',
  },
];

/** The row's name on the grid, in 'Recientes' and in a cell's label: 'Cliente · Servicio · Tarea', or the default task alone. */
export const etiquetaDe = (fila: FilaDeReferencia) => [fila.cliente, fila.servicio, fila.tarea].filter(Boolean).join(' · ');

/** An option of the open select's list, by its whole text. */
export const opcionVisible = (page: Page, texto: string) => page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${texto}"]`);

/**
 * A person who logged these combinations recently: one day of each in the week of `lunes`, through
 * the API, so 'Recientes' offers them with their descriptions (their latest entries: nothing newer is
 * left for them, `vaciarDias` up to today first).
 */
export async function sembrarRecientes(ana: SesionApi, lunes: Date) {
  for (const [d, fila] of REFERENCIA.entries()) {
    const ids = await idsDe(ana, fila);
    await cargarHora(ana, { ...ids, horasTrabajadas: Number(fila.horas), descripcion: fila.descripcion, fechaCarga: ddmmyyyy(masDias(lunes, d)) });
  }
}

/**
 * The pickers of the hour form or of 'Agregar fila', from 'Cliente' (focused on opening) to `hasta`
 * ('Horas' or 'Descripción'): type the prefix, Enter takes the highlighted option, then Tab, Tab (a
 * chosen select's 'Limpiar' button is in the tab order). Without a client 'Servicio' is disabled, so
 * one Tab goes from the empty 'Cliente' to 'Tarea'.
 */
async function elegir(usuario: UsuarioContado, dialogo: Locator, fila: FilaDeReferencia, hasta: 'Horas' | 'Descripción') {
  const page = usuario.page;
  // antd moves the focus into a dialog when its opening animation ends: type only after that.
  await expect(page.locator('.ant-modal[class*="ant-zoom-"]')).toHaveCount(0);
  await expect(dialogo.getByLabel('Cliente')).toBeFocused();
  if (fila.elecciones[0].campo !== 'Cliente') await usuario.pulsar('Tab');
  for (const [i, { campo, prefijo, opcion }] of fila.elecciones.entries()) {
    const siguiente = fila.elecciones[i + 1]?.campo ?? hasta;
    const item = dialogo.locator('.ant-form-item').filter({ has: page.getByLabel(campo) });
    await expect(dialogo.getByLabel(campo)).toBeFocused();
    await usuario.teclear(prefijo);
    // The list has narrowed and the wanted option is the highlighted one (else the prefix is wrong).
    await expect(page.locator(`.ant-select-dropdown:visible .ant-select-item-option-active[title="${opcion}"]`)).toBeVisible();
    await usuario.pulsar('Enter');
    // Chosen and drawn (its 'Limpiar' button there, the next field enabled) before the focus moves on.
    await expect(dialogo.getByLabel(campo)).toHaveAttribute('aria-expanded', 'false');
    await expect(item).toContainText(opcion);
    await expect(item.getByRole('button', { name: 'Limpiar' })).toBeAttached();
    await expect(dialogo.getByLabel(siguiente)).toBeEnabled();
    await usuario.pulsar('Tab');
    await usuario.pulsar('Tab');
  }
  await expect(dialogo.getByLabel(hasta)).toBeFocused();
}

/** The spec's way: for each entry, 'Agregar hora' on the day card and the whole form. */
export async function conModal(usuario: UsuarioContado, lunes: Date) {
  const page = usuario.page;
  for (const fila of REFERENCIA) {
    for (let d = 0; d < DIAS_LABORABLES; d++) {
      await usuario.clic(page.getByRole('region', { name: nombreDeDia(masDias(lunes, d)) }).getByRole('button', { name: 'Agregar hora' }));
      const dialogo = page.getByRole('dialog');
      await elegir(usuario, dialogo, fila, 'Horas');
      await usuario.teclear(fila.horas);
      await usuario.pulsar('Tab');
      await expect(dialogo.getByLabel('Descripción')).toBeFocused();
      await usuario.teclear(fila.descripcion);
      await usuario.pulsar('Enter');
      // Saved: the dialog closes when the API has answered; gone for good (its closing animation
      // over, its form destroyed) before the next day's 'Agregar hora'.
      await expect(page.locator('.ant-modal-wrap').getByLabel('Horas')).toHaveCount(0);
    }
  }
}

const tablaDe = (page: Page) => page.getByRole('table', { name: 'Horas de la semana' });

/** The new row's Monday has the focus: the hours of each day, Tab from day to day, Enter after Friday. */
async function horasDeLaFila(usuario: UsuarioContado, lunes: Date, fila: FilaDeReferencia) {
  for (let d = 0; d < DIAS_LABORABLES; d++) {
    await expect(tablaDe(usuario.page).getByLabel(`${etiquetaDe(fila)}, ${nombreDeDia(masDias(lunes, d))}`, { exact: true })).toBeFocused();
    await usuario.teclear(fila.horas);
    await usuario.pulsar(d < DIAS_LABORABLES - 1 ? 'Tab' : 'Enter');
  }
}

/** Done when every cell has been saved (a saved cell shows 'Guardado'), none still on its way. */
async function todoGuardado(page: Page) {
  const tabla = tablaDe(page);
  await expect(tabla.getByLabel('Guardado')).toHaveCount(REFERENCIA.length * DIAS_LABORABLES);
  await expect(tabla.locator('input[aria-busy="true"]')).toHaveCount(0);
  await expect(tabla.locator('input[aria-invalid="true"]')).toHaveCount(0);
}

/** 'Tabla': switch the view, then a row per task ('Agregar fila', `agregar` in its dialog) and the hours of each day. */
async function enTabla(usuario: UsuarioContado, lunes: Date, agregar: (dialogo: Locator, fila: FilaDeReferencia) => Promise<void>) {
  const page = usuario.page;
  await usuario.clic(page.getByText('Tabla', { exact: true }));
  for (const fila of REFERENCIA) {
    await usuario.clic(page.getByRole('button', { name: 'Agregar fila' }));
    await agregar(page.getByRole('dialog', { name: 'Agregar fila' }), fila);
    await expect(page.locator('.ant-modal-wrap').getByLabel('Descripción')).toHaveCount(0);
    await horasDeLaFila(usuario, lunes, fila);
  }
  await todoGuardado(page);
}

/** With the pickers and the row's description. */
export const conTabla = (usuario: UsuarioContado, lunes: Date) =>
  enTabla(usuario, lunes, async (dialogo, fila) => {
    await elegir(usuario, dialogo, fila, 'Descripción');
    await usuario.teclear(fila.descripcion);
    await usuario.pulsar('Enter');
  });

/** With 'Recientes': one choice adds the row at once, with the combination's latest description. */
export const conRecientes = (usuario: UsuarioContado, lunes: Date) =>
  enTabla(usuario, lunes, async (dialogo, fila) => {
    await usuario.clic(dialogo.getByLabel('Recientes'));
    await usuario.clic(opcionVisible(usuario.page, etiquetaDe(fila)));
  });

/** The week in the API holds exactly the reference entries: the figure counts work that was done. */
export async function comprobar(ana: SesionApi, lunes: Date) {
  const horas = await horasEntre(ana, iso(lunes), iso(masDias(lunes, 6)));
  const resumen = horas.map((h) => `${h.fechaCarga} ${h.cliente?.nombre ?? '-'} ${h.servicio?.nombre ?? '-'} ${h.tarea.nombre} ${h.horas} ${h.descripcion}`).sort();
  const esperado = REFERENCIA.flatMap((f) =>
    Array.from({ length: DIAS_LABORABLES }, (_, d) => `${ddmmyyyy(masDias(lunes, d))} ${f.cliente ?? '-'} ${f.servicio ?? '-'} ${f.tarea} ${Number(f.horas)} ${f.descripcion}`),
  ).sort();
  if (JSON.stringify(resumen) !== JSON.stringify(esperado)) {
    throw new Error(`La semana del ${iso(lunes)} no quedó como la de referencia:\n${resumen.join('\n')}\nesperado:\n${esperado.join('\n')}`);
  }
}
