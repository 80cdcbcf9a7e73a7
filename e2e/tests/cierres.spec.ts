import { expect, test, type Page } from '@playwright/test';
import { ApiPropia } from '../support/apiPropia';
import { abrirAprobaciones, estadoDelMes, filaDe, nombreMes, primeraSemanaEntera, primeroDelMesPasado } from '../support/cierres';
import { abrirSemana, agregarHoraSinCliente, nombreDeDia } from '../support/semanas';
import { loginAs } from '../support/sesion';

/**
 * Closing a month, end to end: Luis sends last month; Ana, responsable of his area, rejects it with
 * a comment; Luis reads it, fixes a day and sends it again; the administrator approves it with
 * 'Aprobar seleccionados'; Luis's days of that month are then read-only in 'Días' and 'Tabla',
 * saying 'Mes aprobado'; the administrator reopens it. Its own API: the month's state would lock
 * Luis's days for the other specs.
 */

let api: ApiPropia;
test.use({ bypassCSP: true }); // the API moved: ApiPropia.apuntar
test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  api = new ApiPropia();
  await api.iniciar();
});
test.afterAll(async () => api.cerrar());

const mes = primeroDelMesPasado();
const MES = nombreMes(mes);
const lunes = primeraSemanaEntera(mes);
const COMENTARIO = `Falta el ${nombreDeDia(lunes)}: revisalo, por favor.`;

let luis: Page;
let ana: Page;
let admin: Page;

/** Luis's week of last month, as he opens it again after someone else acted. */
async function semanaDeLuis() {
  await abrirSemana(luis, lunes);
  return estadoDelMes(luis, mes);
}

async function enviarMes() {
  const estado = estadoDelMes(luis, mes);
  await estado.getByRole('button', { name: 'Enviar mes' }).click();
  const confirmacion = luis.getByRole('dialog', { name: `¿Enviar ${MES} para aprobación?` });
  // The month's figures, from the API, before anything is sent.
  for (const figura of ['Horas cargadas', 'Objetivo', 'Diferencia', 'Días sin horas']) await expect(confirmacion).toContainText(figura);
  await confirmacion.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(estado).toContainText(`${MES} · Enviado`);
  await expect(estado.getByRole('button', { name: 'Retirar envío' })).toBeVisible();
}

test('Luis sends last month: its days lock while it waits', async ({ browser }) => {
  luis = await api.paginaNueva(browser);
  await loginAs(luis, 'luis');
  // Luis leads no area: no 'Aprobaciones' for him.
  await expect(luis.locator('header').getByRole('link', { name: 'Aprobaciones' })).toHaveCount(0);
  const estado = await semanaDeLuis();
  await expect(estado).toContainText(`${MES} · Abierto`);
  await enviarMes();
  const agregar = luis.getByRole('region', { name: nombreDeDia(lunes), exact: true }).getByRole('button', { name: 'Agregar hora' });
  await expect(agregar).toBeDisabled();
});

test('Ana, responsable of his area, rejects it with a comment', async ({ browser }) => {
  ana = await api.paginaNueva(browser);
  await loginAs(ana, 'ana');
  const tabla = await abrirAprobaciones(ana);
  await expect(ana.getByLabel('Mes', { exact: true })).toHaveValue(`${String(mes.getMonth() + 1).padStart(2, '0')}/${mes.getFullYear()}`);
  const suFila = filaDe(tabla, 'Luis Pérez');
  await expect(suFila).toContainText('Enviado');
  await suFila.getByRole('button', { name: 'Rechazar' }).click();
  const dialogo = ana.getByRole('dialog', { name: `Rechazar ${MES} de Luis Pérez` });
  // The comment is required.
  await dialogo.getByRole('button', { name: 'Rechazar', exact: true }).click();
  await expect(dialogo.getByText('Indique el motivo del rechazo (comentario).')).toBeVisible();
  await dialogo.getByLabel('Comentario').fill(COMENTARIO);
  await dialogo.getByRole('button', { name: 'Rechazar', exact: true }).click();
  await expect(dialogo).toBeHidden();
  await expect(suFila).toContainText('Rechazado');
});

test('Luis sees the comment, fixes a day and sends the month again', async () => {
  const estado = await semanaDeLuis();
  await expect(estado).toContainText(`${MES} · Rechazado`);
  await expect(estado).toContainText(COMENTARIO);

  // A rejected month is open to him again: one more hour on its first Monday.
  const tarjeta = luis.getByRole('region', { name: nombreDeDia(lunes), exact: true });
  await agregarHoraSinCliente(tarjeta, { tarea: 'Capacitación', horas: '1', descripcion: 'Día corregido tras el rechazo' });
  await expect(tarjeta).toContainText('Día corregido tras el rechazo');

  await enviarMes();
});

test("the administrator approves it with 'Aprobar seleccionados'", async ({ browser }) => {
  admin = await api.paginaNueva(browser);
  await loginAs(admin, 'admin');
  const tabla = await abrirAprobaciones(admin);
  const suFila = filaDe(tabla, 'Luis Pérez');
  await expect(suFila).toContainText('Enviado');
  await suFila.getByRole('checkbox', { name: 'Seleccionar Luis Pérez' }).check();
  await admin.getByRole('button', { name: /^Aprobar seleccionados \(\d+\)$/ }).click();
  await expect(admin.getByRole('list', { name: 'Resultado de la aprobación' })).toContainText('Luis Pérez: Aprobado');
  await expect(suFila).toContainText('Aprobado');
});

test("Luis's days of that month are read-only in 'Días' and 'Tabla', saying 'Mes aprobado'", async () => {
  const estado = await semanaDeLuis();
  await expect(estado).toContainText(`${MES} · Aprobado`);
  await expect(estado.getByRole('button')).toHaveCount(0);

  const tarjeta = luis.getByRole('region', { name: nombreDeDia(lunes), exact: true });
  await expect(tarjeta.getByRole('button', { name: 'Agregar hora' })).toBeDisabled();
  await expect(tarjeta.getByRole('button', { name: 'Editar' }).first()).toBeDisabled();
  // The reason on keyboard focus, as for the window's locked days.
  const motivo = tarjeta.getByRole('group');
  await motivo.focus();
  await expect(luis.getByRole('tooltip')).toHaveText('Mes aprobado');

  await luis.getByText('Tabla', { exact: true }).click();
  const celda = luis.getByRole('table', { name: 'Horas de la semana' }).getByRole('textbox', { name: `Capacitación, ${nombreDeDia(lunes)}`, exact: true });
  await expect(celda).toHaveAttribute('readonly');
  await expect(celda).toHaveAccessibleDescription('Mes aprobado');
  await celda.hover();
  await expect(luis.getByRole('tooltip')).toHaveText('Mes aprobado');
  await luis.getByText('Días', { exact: true }).click();
});

test('the administrator reopens it, with a reason, and it is Luis’s to change again', async () => {
  const tabla = admin.getByRole('region', { name: 'Meses de las personas', exact: true });
  const suFila = filaDe(tabla, 'Luis Pérez');
  await suFila.getByRole('button', { name: 'Reabrir' }).click();
  const dialogo = admin.getByRole('dialog', { name: `Reabrir ${MES} de Luis Pérez` });
  await dialogo.getByLabel('Motivo').fill('Luis pidió corregir una tarea.');
  await dialogo.getByRole('button', { name: 'Reabrir', exact: true }).click();
  await expect(dialogo).toBeHidden();
  await expect(suFila).toContainText('Abierto');

  const estado = await semanaDeLuis();
  await expect(estado).toContainText(`${MES} · Abierto`);
  await expect(luis.getByRole('region', { name: nombreDeDia(lunes), exact: true }).getByRole('button', { name: 'Agregar hora' })).toBeEnabled();
});
