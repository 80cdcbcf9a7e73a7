import { expect, test, type Page } from '@playwright/test';
import { abrirSeccion, accionDeFila, fila } from '../support/administracion';
import { sinViolaciones } from '../support/axe';
import { abrirAprobaciones, filaDe } from '../support/cierres';
import { abrir, elegir } from '../support/clientesAdmin';
import { URL_API } from '../support/entorno';
import { sesionPorApi, ultimoDiaConHoras } from '../support/horasPorApi';
import { abrirSemana, ddmmyyyy, iso, lunesDe, lunesDeLaSemana, masDias, nombreDeDia } from '../support/semanas';
import { barraSuperior, irA, loginAs, PaginaLogin } from '../support/sesion';

/**
 * Each screen against axe-core (`sinViolaciones`, support/axe.ts) and with exactly one h1.
 */

test('the login screen', async ({ page }) => {
  await new PaginaLogin(page).abrir();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('link', { name: '¿Olvidó su contraseña?' })).toBeVisible();
  await sinViolaciones(page);
});

test("'¿Olvidó su contraseña?' and a mailed link's screen with its refusal", async ({ page }) => {
  await page.goto('/olvide');
  await expect(page.getByRole('button', { name: 'Enviar enlace' })).toBeVisible();
  await sinViolaciones(page);
  await page.goto('/restablecer#inventado');
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('Nueva#20265');
  await page.getByLabel('Repetir contraseña').fill('Nueva#20265');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('El enlace no es válido o venció. Solicite uno nuevo.')).toBeVisible();
  await sinViolaciones(page);
});

test("the admin's week, the hours form, Mis Horas and Reportes", async ({ page }) => {
  await loginAs(page, 'admin');
  await expect(page.getByRole('button', { name: 'Agregar hora' }).first()).toBeVisible();
  await expect(page.getByText('Gestión de Clientes')).toBeVisible();
  await sinViolaciones(page);

  await page.getByRole('button', { name: 'Agregar hora' }).first().click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Cargar horas' })).toBeVisible();
  await sinViolaciones(page);
  await page.keyboard.press('Escape');

  await barraSuperior(page).getByRole('link', { name: 'Mis Horas' }).click();
  await expect(page.getByText('Selecciona un filtro para ver tus horas registradas.')).toBeVisible();
  await sinViolaciones(page);
  // With results: the summary, the per-client table and the entries.
  const semana = page.getByRole('region', { name: 'Filtrar por semana todos los clientes', exact: true });
  const hoy = new Date();
  for (const [campo, fecha] of [['Fecha de inicio', new Date(hoy.getFullYear(), hoy.getMonth(), hoy.getDate() - 20)], ['Fecha de fin', hoy]] as const) {
    const entrada = semana.getByLabel(campo);
    await entrada.click();
    await entrada.fill(ddmmyyyy(fecha));
    await entrada.press('Tab');
  }
  await semana.getByRole('button', { name: 'Buscar por Semana' }).click();
  await expect(page.getByRole('region', { name: 'Registros de Horas', exact: true }).getByRole('row').nth(1)).toBeVisible();
  await sinViolaciones(page);

  await barraSuperior(page).getByRole('link', { name: 'Reportes', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Generar Reportes' })).toBeVisible();
  await sinViolaciones(page);
});

test("the staff's week as 'Días' and as 'Tabla'", async ({ page }) => {
  await loginAs(page, 'ana');
  await expect(page.getByRole('button', { name: 'Agregar hora' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeAttached();
  await sinViolaciones(page);

  await page.getByText('Tabla', { exact: true }).click();
  await expect(page.getByRole('table', { name: 'Horas de la semana' }).getByRole('textbox').first()).toBeVisible();
  await sinViolaciones(page);
});

// The admin logs hours on Mondays and Fridays only: the grid shows 'Sin horas' headers too.
test("the admin's week as 'Tabla': the grid and 'Agregar fila'", async ({ page }) => {
  await loginAs(page, 'admin');
  await page.getByText('Tabla', { exact: true }).click();
  await expect(page.getByRole('table', { name: 'Horas de la semana' }).getByRole('textbox').first()).toBeVisible();
  await sinViolaciones(page);

  await page.getByRole('button', { name: 'Agregar fila' }).click();
  await expect(page.getByRole('dialog', { name: 'Agregar fila' }).getByRole('button', { name: 'Agregar' })).toBeVisible();
  await sinViolaciones(page);
});

test("the admin's 'Gestión de Clientes' beside the hours switch: Crear (both steps), Editar (each tab), Consultar", async ({ page }) => {
  test.setTimeout(240_000);
  await loginAs(page, 'admin');
  await expect(page.getByRole('button', { name: /^(Habilitar|Deshabilitar) horas$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Gestión de Clientes' }).click();
  await expect(page.getByRole('button', { name: 'Consultar Cliente', exact: true })).toBeVisible();
  await sinViolaciones(page);

  // Crear: step 1 with its messages, step 2, and the confirmation of going on without services.
  const crear = await abrir(page, 'Crear Cliente');
  await crear.getByRole('button', { name: 'Crear Cliente' }).click();
  await expect(crear.getByText('El nombre del cliente es obligatorio')).toBeVisible();
  await sinViolaciones(page);
  const nombre = `A11y ${Date.now().toString(36)}`;
  await crear.getByLabel('Nombre').fill(nombre);
  await elegir(crear, 'Áreas', 'Desarrollo');
  await crear.getByRole('button', { name: 'Crear Cliente' }).click();
  await expect(crear.getByRole('group', { name: 'Desarrollo (3)' })).toBeVisible();
  await sinViolaciones(page);
  await crear.getByRole('button', { name: 'Agregar Servicios' }).click();
  const confirmacion = page.getByRole('dialog', { name: 'Sin servicios' });
  await expect(confirmacion).toBeVisible();
  await sinViolaciones(page);
  await confirmacion.getByRole('button', { name: 'Continuar' }).click();
  await expect(crear).toBeHidden();

  const editar = await abrir(page, 'Editar Cliente');
  await elegir(editar, 'Cliente', nombre);
  await sinViolaciones(page);
  await editar.getByRole('button', { name: 'Siguiente' }).click();
  await expect(editar.getByRole('heading', { name: nombre })).toBeVisible();
  await sinViolaciones(page);
  for (const pestana of ['Áreas', 'Servicios']) {
    await editar.getByRole('tab', { name: pestana }).click();
    await expect(editar.getByRole('tabpanel', { name: pestana })).toBeVisible();
    await sinViolaciones(page);
  }
  await page.keyboard.press('Escape');
  await expect(editar).toBeHidden();

  const consultar = await abrir(page, 'Consultar Cliente');
  await elegir(consultar, 'Cliente', nombre);
  await expect(consultar.getByText(nombre, { exact: true })).toBeVisible();
  await expect(consultar.getByRole('cell', { name: 'Desarrollo', exact: true })).toBeVisible();
  await sinViolaciones(page);
});

test("the admin's 'Usuarios' and 'Catálogo': tables, forms with their messages, a row's 'Acciones' menu and its confirmation by keyboard", async ({ page }) => {
  test.setTimeout(240_000);
  await loginAs(page, 'admin');
  // Read-only: forms are sent empty (refused before sending) and confirmations cancelled.
  await abrirSeccion(page, 'Usuarios');
  const usuarios = page.getByRole('region', { name: 'Usuarios', exact: true });
  await expect(fila(usuarios, 'Ana García')).toBeVisible();
  await sinViolaciones(page);
  await page.getByRole('button', { name: 'Crear Usuario' }).click();
  const crear = page.getByRole('dialog', { name: 'Crear Usuario' });
  await crear.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(crear.getByText('El nombre es obligatorio.')).toBeVisible();
  await sinViolaciones(page);
  await crear.getByRole('button', { name: 'Cancelar' }).click();
  // The row's menu from the keyboard: Enter opens it in its first item, the arrows move, Enter picks;
  // the confirmation closed, the focus is back on the row's button.
  const acciones = page.getByRole('button', { name: 'Acciones de Ana García', exact: true });
  await acciones.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Acciones de Ana García', exact: true });
  await expect(menu.getByRole('menuitem', { name: 'Editar', exact: true })).toBeFocused();
  await sinViolaciones(page);
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Restablecer contraseña', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown'); // 'Jornada'
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Desactivar', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  const confirmacion = page.getByRole('dialog', { name: '¿Desactivar a Ana García?', exact: true });
  await expect(confirmacion.getByRole('button', { name: 'Desactivar', exact: true })).toBeVisible();
  await sinViolaciones(page);
  await page.keyboard.press('Escape');
  await expect(confirmacion).toBeHidden();
  await expect(acciones).toBeFocused();
  await accionDeFila(page, 'Ana García', 'Restablecer contraseña');
  const restablecer = page.getByRole('dialog', { name: 'Restablecer contraseña' });
  await expect(restablecer).toBeVisible();
  await sinViolaciones(page);
  await page.keyboard.press('Escape');
  await expect(restablecer).toBeHidden();

  await abrirSeccion(page, 'Catálogo');
  const areas = page.getByRole('region', { name: 'Áreas', exact: true });
  await fila(areas, 'Desarrollo').getByRole('button', { name: 'Expandir fila' }).click();
  await expect(page.getByRole('region', { name: 'Servicios de Desarrollo', exact: true })).toBeVisible();
  await sinViolaciones(page);
  await page.getByRole('button', { name: 'Crear Área' }).click();
  const area = page.getByRole('dialog', { name: 'Crear Área' });
  await area.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(area.getByText('El nombre del área es obligatorio.')).toBeVisible();
  await sinViolaciones(page);
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Tareas por defecto' }).click();
  await expect(page.getByRole('region', { name: 'Tareas por defecto', exact: true })).toBeVisible();
  await sinViolaciones(page);
});

test("the admin's jornadas, holidays and 'Horas faltantes': the 'Jornada' of a user, 'Feriados', 'Jornada por defecto', the reminders' dialog", async ({ page }) => {
  test.setTimeout(240_000);
  await loginAs(page, 'admin');
  // Read-only: the forms are only shown, the reminders only listed ('Cancelar').
  await abrirSeccion(page, 'Usuarios');
  await accionDeFila(page, 'Luis Pérez', 'Jornada');
  const jornada = page.getByRole('dialog', { name: 'Jornada de Luis Pérez' });
  await expect(jornada.getByRole('region', { name: 'Jornadas', exact: true })).toBeVisible();
  await sinViolaciones(page);
  await page.keyboard.press('Escape');
  await expect(jornada).toBeHidden();

  await abrirSeccion(page, 'Jornadas y feriados');
  await expect(page.getByRole('region', { name: `Feriados de ${new Date().getFullYear()}`, exact: true }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Nueva jornada por defecto' })).toBeVisible();
  await sinViolaciones(page);

  await abrirSeccion(page, 'Horas faltantes');
  await expect(page.getByRole('region', { name: 'Horas faltantes por persona', exact: true }).getByRole('row').nth(1)).toBeVisible();
  await sinViolaciones(page);
  await page.getByRole('button', { name: 'Enviar recordatorios' }).click();
  const recordatorios = page.getByRole('dialog', { name: 'Enviar recordatorios' });
  await expect(recordatorios.getByText(/^(Recibirán un correo|Nadie tiene días sin horas)/)).toBeVisible();
  await sinViolaciones(page);
  await page.keyboard.press('Escape');
  await expect(recordatorios).toBeHidden();
});

// The demo's Carla Méndez has last month sent: read-only here ('Rechazar' refused before sending).
test("'Aprobaciones': the table, 'Ver mes' and 'Rechazar' with its message", async ({ page }) => {
  await loginAs(page, 'admin');
  const tabla = await abrirAprobaciones(page);
  await sinViolaciones(page);
  const carla = filaDe(tabla, 'Carla Méndez');
  await carla.getByRole('button', { name: 'Ver mes' }).click();
  const mes = page.getByRole('dialog', { name: /^Carla Méndez · / });
  await expect(mes.getByRole('region', { name: 'Días del mes', exact: true })).toBeVisible();
  await sinViolaciones(page);
  await page.keyboard.press('Escape');
  await expect(mes).toBeHidden();
  await carla.getByRole('button', { name: 'Rechazar' }).click();
  const rechazo = page.getByRole('dialog', { name: /^Rechazar .* de Carla Méndez$/ });
  await rechazo.getByRole('button', { name: 'Rechazar', exact: true }).click();
  await expect(rechazo.getByText('Indique el motivo del rechazo (comentario).')).toBeVisible();
  await sinViolaciones(page);
  await page.keyboard.press('Escape');
  await expect(rechazo).toBeHidden();
});

test("'Administración' › 'Historial' and the 'Historial' of an hour's edit dialog", async ({ page }) => {
  await loginAs(page, 'admin');
  await abrirSeccion(page, 'Historial');
  const registros = page.getByRole('region', { name: 'Registros del historial', exact: true });
  await expect(registros.getByRole('listitem').first().or(page.getByText('No hay cambios registrados para los filtros elegidos.'))).toBeVisible();
  await sinViolaciones(page);

  // Back to the week, on the admin's last logged day before this week: the seed logs the admin's
  // Mondays and Fridays, and leaves one off now and then.
  await irA(page, 'Inicio');
  const logueado = await ultimoDiaConHoras(await sesionPorApi(URL_API, 'admin'), iso(lunesDe(3)), iso(masDias(lunesDe(0), -1)));
  await abrirSemana(page, lunesDeLaSemana(logueado));
  await page.getByRole('region', { name: nombreDeDia(logueado) }).getByRole('button', { name: 'Editar', exact: true }).first().click();
  const dialogo = page.getByRole('dialog');
  await dialogo.getByRole('button', { name: 'Historial' }).click();
  const historial = dialogo.getByRole('region', { name: 'Historial de la hora' });
  await expect(historial.getByRole('listitem').first().or(dialogo.getByText('No hay cambios registrados.'))).toBeVisible();
  await sinViolaciones(page);
});

/** 'Análisis' by client then user, month by month: controls, chart, table; then a row's entries. */
async function analisisConRegistros(page: Page) {
  await loginAs(page, 'admin');
  await irA(page, 'Análisis');
  await expect(page.getByRole('img', { name: /^Barras/ })).toBeVisible();
  // On a phone the controls are behind 'Filtros' (a side panel), closed again once the change is made.
  const filtros = page.getByRole('button', { name: /^Filtros/ });
  const enTelefono = await filtros.isVisible();
  if (enTelefono) await filtros.click();
  await page.getByLabel('Luego por', { exact: true }).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('Usuario', { exact: true }).click();
  if (enTelefono) {
    await page.getByRole('dialog', { name: 'Filtros' }).getByRole('button', { name: /^(Cerrar|Close)$/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filtros' })).toBeHidden();
  }
  const tabla = page.getByRole('region', { name: 'Tabla del análisis' });
  await expect(tabla.getByRole('columnheader', { name: 'Cliente / Usuario' })).toBeVisible();
  await sinViolaciones(page);
  await tabla.getByRole('button', { name: /^Ver registros de / }).first().click();
  await expect(page.getByRole('dialog', { name: /^Registros: / }).locator('tbody tr.ant-table-row').first()).toBeVisible();
  await sinViolaciones(page);
}

test("'Análisis': controls, chart, table and a row's entries", async ({ page }) => analisisConRegistros(page));

test.describe("on a phone's width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("'Análisis'", async ({ page }) => analisisConRegistros(page));

  test("'Aprobaciones'", async ({ page }) => {
    await loginAs(page, 'admin');
    await abrirAprobaciones(page);
    await sinViolaciones(page);
  });

  test("the top bar's 'Menú', open", async ({ page }) => {
    await loginAs(page, 'admin');
    await barraSuperior(page).getByRole('button', { name: 'Menú' }).click();
    await expect(page.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name: 'Inicio', exact: true })).toBeVisible();
    await sinViolaciones(page);
  });

  test("the staff's week as 'Tabla', with a cell's note open", async ({ page }) => {
    await loginAs(page, 'ana');
    await page.getByText('Tabla', { exact: true }).click();
    const tabla = page.getByRole('table', { name: 'Horas de la semana' });
    await expect(tabla.getByRole('textbox').first()).toBeVisible();
    await sinViolaciones(page);
    await tabla.getByRole('button', { name: /^Descripción de / }).first().click();
    await expect(page.getByRole('textbox', { name: 'Descripción', exact: true })).toBeFocused();
    await sinViolaciones(page);
  });

  test("Mis Horas' stacked records", async ({ page }) => {
    await loginAs(page, 'ana');
    await irA(page, 'Mis Horas');
    const porFecha = page.getByRole('region', { name: 'Filtrar por fecha específica todos los clientes', exact: true });
    // Ana's last logged day of the past two weeks: the seed leaves a weekday off now and then.
    const hoy = new Date();
    const logueado = ddmmyyyy(await ultimoDiaConHoras(await sesionPorApi(URL_API, 'ana'), iso(masDias(hoy, -14)), iso(hoy)));
    const fecha = porFecha.getByLabel('Fecha');
    await fecha.click();
    await fecha.fill(logueado);
    await fecha.press('Enter');
    await porFecha.getByRole('button', { name: 'Buscar por Fecha' }).click();
    await expect(page.getByRole('region', { name: 'Registros de Horas', exact: true }).getByText(logueado, { exact: true }).first()).toBeVisible();
    await sinViolaciones(page);
  });
});
