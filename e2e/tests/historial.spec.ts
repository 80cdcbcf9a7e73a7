import { expect, test, type Locator, type Page } from '@playwright/test';
import { abrirSeccion, accionDeFila, crearUsuario } from '../support/administracion';
import { abrir, crearPasoUno, elegir } from '../support/clientesAdmin';
import { abrirSemana, ddmmyyyy, lunesDe, masDias, nombreDeDia } from '../support/semanas';
import { loginAs } from '../support/sesion';

/**
 * The history of changes: the admin renames a client and edits a user, Ana edits one entry and
 * deletes another; the admin finds all four in 'Historial de cambios' (and downloads them), and
 * Ana sees her entry's history in its edit dialog. Everything here is created by the spec with
 * unique names, on days the other specs leave alone (Ana's weekend three weeks back).
 */

// Two people, several panels and dialogs, on a machine the whole team shares.
test.describe.configure({ timeout: 300_000 });

const unico = (texto: string) => `${texto} ${Date.now().toString(36)}`;
const aviso = (page: Page, texto: string) => expect(page.getByText(texto, { exact: true })).toBeVisible();
const tarjeta = (page: Page, dia: Date) => page.getByRole('region', { name: nombreDeDia(dia) });
const entrada = (card: Locator, descripcion: string) => card.getByRole('listitem').filter({ hasText: descripcion });

/** A new entry on the default task 'Capacitación', through the day card's form. */
async function cargarHora(page: Page, dia: Date, horas: string, descripcion: string) {
  const card = tarjeta(page, dia);
  await card.getByRole('button', { name: 'Agregar hora' }).click();
  const formulario = page.getByRole('dialog');
  await elegir(formulario, 'Tarea', 'Capacitación');
  await formulario.getByLabel('Horas').fill(horas);
  await formulario.getByLabel('Descripción').fill(descripcion);
  await formulario.getByRole('button', { name: 'Cargar horas' }).click();
  await expect(formulario).toBeHidden();
  await expect(entrada(card, descripcion)).toBeVisible();
}

/** The record of the panel's list (or the dialog's) that mentions `texto`. */
const registro = (lista: Locator, texto: string) => lista.getByRole('listitem').filter({ hasText: texto });

test("the admin's and Ana's changes read as sentences in 'Historial de cambios', and Ana's in her entry's dialog", async ({ page, browser }) => {
  await loginAs(page, 'admin');

  // The admin renames a client of their own.
  const cliente = unico('E2E Historial');
  const renombrado = `${cliente} renombrado`;
  const crear = await crearPasoUno(page, cliente, ['Soporte']);
  await crear.getByRole('button', { name: 'Agregar Servicios' }).click();
  await page.getByRole('dialog', { name: 'Sin servicios' }).getByRole('button', { name: 'Continuar' }).click();
  await aviso(page, 'Cliente creado correctamente');
  const editar = await abrir(page, 'Editar Cliente');
  await elegir(editar, 'Cliente', cliente);
  await editar.getByRole('button', { name: 'Siguiente' }).click();
  await editar.getByLabel('Nombre').fill(renombrado);
  await editar.getByRole('button', { name: 'Guardar Cambios' }).click();
  await aviso(page, 'Datos del cliente actualizados correctamente');
  await page.keyboard.press('Escape');
  await expect(editar).toBeHidden();

  // … and edits a user of their own: Junior, then Senior.
  const persona = { email: `${unico('historial').replace(/\s/g, '.')}@e2e.example`, nombre: 'Marta', apellidos: unico('Historial'), perfil: 'Junior', area: 'Desarrollo', contrasena: 'Marta#2026' };
  const nombrePersona = `${persona.nombre} ${persona.apellidos}`;
  await crearUsuario(page, persona);
  await accionDeFila(page, nombrePersona, 'Editar');
  const edicion = page.getByRole('dialog', { name: 'Editar Usuario' });
  await elegir(edicion, 'Perfil', 'Senior');
  await edicion.getByRole('button', { name: 'Guardar' }).click();
  await aviso(page, 'Usuario actualizado correctamente');
  await expect(edicion).toBeHidden();

  // Ana logs two entries on her weekend three weeks back, edits one and deletes the other.
  const contexto = await browser.newContext();
  const ana = await contexto.newPage();
  await loginAs(ana, 'ana');
  const lunes = lunesDe(3);
  const sabado = masDias(lunes, 5);
  const domingo = masDias(lunes, 6);
  const editada = unico('Historial editada');
  const corregida = `${editada} y corregida`;
  const borrada = unico('Historial borrada');
  await abrirSemana(ana, lunes);
  await cargarHora(ana, sabado, '1.5', editada);
  await cargarHora(ana, domingo, '2', borrada);

  await entrada(tarjeta(ana, sabado), editada).getByRole('button', { name: 'Editar' }).click();
  const formulario = ana.getByRole('dialog', { name: `Editar hora - ${ddmmyyyy(sabado)}` });
  await formulario.getByLabel('Horas').fill('2.25');
  await formulario.getByLabel('Descripción').fill(corregida);
  await formulario.getByRole('button', { name: 'Actualizar horas' }).click();
  await expect(formulario).toBeHidden();
  await expect(entrada(tarjeta(ana, sabado), corregida).getByText('2.25 hs')).toBeVisible();

  await entrada(tarjeta(ana, domingo), borrada).getByRole('button', { name: 'Eliminar' }).click();
  await ana.getByRole('dialog', { name: '¿Desea eliminar este registro?' }).getByRole('button', { name: 'Si, eliminar' }).click();
  await expect(entrada(tarjeta(ana, domingo), borrada)).toHaveCount(0);

  // The admin finds all four, filtering by entity, user and date.
  await abrirSeccion(page, 'Historial');
  const filtros = page.getByRole('form', { name: 'Filtros del historial' });
  const lista = page.getByRole('region', { name: 'Registros del historial', exact: true });
  const desde = filtros.getByLabel('Desde', { exact: true });
  await desde.click();
  await desde.fill(ddmmyyyy(new Date()));
  await desde.press('Tab');

  await elegir(filtros, 'Entidad', 'Cliente');
  const renombre = registro(lista, `→ «${renombrado}»`);
  await expect(renombre).toContainText(`Admin Sistema modificó el cliente «${renombrado}»: Nombre «${cliente}» → «${renombrado}»`);
  await expect(renombre).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} /);

  await elegir(filtros, 'Entidad', 'Usuario');
  await elegir(filtros, 'Usuario', persona.apellidos);
  await expect(registro(lista, 'Perfil «Junior» → «Senior»')).toContainText('Admin Sistema modificó al usuario');

  await elegir(filtros, 'Entidad', 'Horas');
  await elegir(filtros, 'Usuario', 'Ana García');
  await expect(registro(lista, `«${corregida}»`)).toContainText(`Ana García modificó horas del ${ddmmyyyy(sabado)}: Horas 1.50 → 2.25`);
  // Its creation names the description too: the deletion is the record that says 'eliminó'.
  await expect(registro(lista, `«${borrada}»`).filter({ hasText: 'eliminó' })).toContainText(`Ana García eliminó horas del ${ddmmyyyy(domingo)}`);

  // 'Descargar Excel': the same records as a workbook.
  const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar Excel' }).click()]);
  expect(descarga.suggestedFilename()).toBe('historial.xlsx');

  // Ana sees her entry's history in its dialog: the change, then the creation.
  await entrada(tarjeta(ana, sabado), corregida).getByRole('button', { name: 'Editar' }).click();
  await formulario.getByRole('button', { name: 'Historial' }).click();
  const historial = formulario.getByRole('region', { name: 'Historial de la hora' });
  await expect(historial.getByRole('listitem')).toHaveCount(2);
  await expect(historial.getByRole('listitem').first()).toContainText(`Ana García modificó horas del ${ddmmyyyy(sabado)}: Horas 1.50 → 2.25; Descripción «${editada}» → «${corregida}»`);
  await expect(historial.getByRole('listitem').last()).toContainText(`Ana García cargó horas del ${ddmmyyyy(sabado)}`);
  await ana.keyboard.press('Escape');

  // Leave Ana's weekend as it was.
  await entrada(tarjeta(ana, sabado), corregida).getByRole('button', { name: 'Eliminar' }).click();
  await ana.getByRole('dialog', { name: '¿Desea eliminar este registro?' }).getByRole('button', { name: 'Si, eliminar' }).click();
  await expect(entrada(tarjeta(ana, sabado), corregida)).toHaveCount(0);
  await contexto.close();
});
