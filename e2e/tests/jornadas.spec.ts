import { expect, test, type Locator, type Page } from '@playwright/test';
import { abrirSeccion, accionDeFila, crearUsuario, fila } from '../support/administracion';
import { ApiPropia } from '../support/apiPropia';
import { BuzonSmtp } from '../support/buzonSmtp';
import { abrirSemana, agregarHoraSinCliente, ddmmyyyy, iso, lunesDe, masDias, nombreDeDia } from '../support/semanas';
import { barraSuperior, iniciarSesion, loginAs } from '../support/sesion';

/**
 * Jornadas, holidays and what is missing, end to end: the admin adds a holiday and a part-time
 * jornada; the person's week ('Días' and 'Tabla') shows the target and the marks; 'Horas
 * faltantes' lists them short; 'Enviar recordatorios' shows who would get a mail, then sends it to
 * a real mail server. Its own API (a holiday and the reminders touch everyone), with `SMTP_URL` at
 * this spec's mail server and the daily schedule after 23:59, so only the button sends. Last, the
 * administrator records an absence for the person on their last missing day: that day leaves the
 * target, 'Horas faltantes' and the reminders.
 */

const buzon = new BuzonSmtp();
let api: ApiPropia;
test.use({ bypassCSP: true }); // the API moved: ApiPropia.apuntar
test.describe.configure({ mode: 'serial', timeout: 360_000 });

test.beforeAll(async () => {
  await buzon.abrir();
  api = new ApiPropia({ entorno: { SMTP_URL: buzon.url, SMTP_FROM: 'Horas <horas@e2e.example>', RECORDATORIOS_HORA: '23:59' } });
  await api.iniciar();
});
test.afterAll(async () => {
  await api.cerrar();
  await buzon.cerrar();
});

const sufijo = Date.now().toString(36);
const PERSONA = { email: `paula.${sufijo}@e2e.example`, nombre: 'Paula', apellidos: `Parcial ${sufijo}`, contrasena: 'Inicial#2026' };
const NOMBRE = `${PERSONA.nombre} ${PERSONA.apellidos}`;
/** The top bar shows the name and the first surname. */
const EN_LA_BARRA = `${PERSONA.nombre} Parcial`;

// Last week, as the person sees and logs it. Their part-time jornada (4 h Monday to Thursday) starts
// the Monday before, which is also their start: the days before it have no target.
const semana = lunesDe(1);
const desdeJornada = lunesDe(2);
const JORNADA = [4, 4, 4, 4, 0, 0, 0];
const dias = Array.from({ length: 7 }, (_, i) => masDias(semana, i));
// The demo's holidays (1 January, 1 May, 25 December) may fall in that week too.
const esFeriadoDemo = (dia: Date) => ['01-01', '05-01', '12-25'].includes(iso(dia).slice(5));
// The admin's holiday: Tuesday, or the next weekday that is not one of the demo's.
const feriado = [1, 2, 3].map((n) => masDias(semana, n)).find((dia) => !esFeriadoDemo(dia))!;
const NOMBRE_FERIADO = 'Feriado de la prueba';
const objetivoDe = (i: number) => (iso(dias[i]) === iso(feriado) || esFeriadoDemo(dias[i]) ? 0 : JORNADA[i]);
const OBJETIVO = JORNADA.reduce((suma, _, i) => suma + objetivoDe(i), 0);

/** A date typed into a form's date field, left with Tab (Enter would send the form). */
async function escribirFecha(campo: Locator, fecha: Date) {
  await campo.click();
  await campo.fill(ddmmyyyy(fecha));
  await campo.press('Tab');
}

const horas = (n: number) => n.toFixed(2);
const conSigno = (n: number) => (n > 0 ? `+${horas(n)}` : horas(n));
const textoObjetivo = (cargadas: number) =>
  `Objetivo: ${horas(OBJETIVO)} hs · ${OBJETIVO > cargadas ? `Faltan ${horas(OBJETIVO - cargadas)} hs` : 'Completa'}`;
/** The days of last week the person should have logged and has not, given the days they logged. */
const sinHoras = (cargados: Date[]) => dias.filter((dia, i) => objetivoDe(i) > 0 && !cargados.some((c) => iso(c) === iso(dia)));

let admin: Page;
let persona: Page;

test('the admin adds a holiday and a part-time jornada', async ({ browser }) => {
  admin = await api.paginaNueva(browser);
  await loginAs(admin, 'admin');

  await abrirSeccion(admin, 'Jornadas y feriados');
  const nuevo = admin.getByRole('form', { name: 'Nuevo feriado' });
  await escribirFecha(nuevo.getByLabel('Fecha'), feriado);
  await nuevo.getByLabel('Nombre').fill(NOMBRE_FERIADO);
  await nuevo.getByRole('button', { name: 'Agregar feriado' }).click();
  await expect(admin.getByText('Feriado agregado', { exact: true })).toBeVisible();
  const feriados = admin.getByRole('region', { name: `Feriados de ${feriado.getFullYear()}`, exact: true });
  await expect(fila(feriados, NOMBRE_FERIADO)).toContainText(ddmmyyyy(feriado));
  // The same date again: the API's refusal, in the form.
  await escribirFecha(nuevo.getByLabel('Fecha'), feriado);
  await nuevo.getByLabel('Nombre').fill('Otro nombre');
  await nuevo.getByRole('button', { name: 'Agregar feriado' }).click();
  await expect(nuevo.getByRole('alert')).toContainText(NOMBRE_FERIADO);

  await crearUsuario(admin, { ...PERSONA, perfil: 'Junior', area: 'Desarrollo' });
  await accionDeFila(admin, NOMBRE, 'Jornada');
  const dialogo = admin.getByRole('dialog', { name: `Jornada de ${NOMBRE}` });
  await expect(dialogo.getByText('No tiene jornada propia: se aplica la jornada por defecto.')).toBeVisible();
  const formulario = dialogo.getByRole('form', { name: 'Nueva jornada' });
  for (const [i, dia] of ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'].entries()) {
    await formulario.getByLabel(dia, { exact: true }).fill(String(JORNADA[i]));
  }
  await escribirFecha(formulario.getByLabel('Vigente desde'), desdeJornada);
  await formulario.getByRole('button', { name: 'Guardar jornada' }).click();
  await expect(admin.getByText('Jornada guardada', { exact: true })).toBeVisible();
  const jornadas = dialogo.getByRole('region', { name: 'Jornadas', exact: true });
  await expect(jornadas.getByRole('row').filter({ hasText: ddmmyyyy(desdeJornada) })).toContainText('16.00');
  await expect(jornadas.getByRole('row').filter({ hasText: ddmmyyyy(desdeJornada) })).toContainText('Vigente');
  await admin.keyboard.press('Escape');
  await expect(dialogo).toBeHidden();
});

const tarjeta = (page: Page, dia: Date) => page.getByRole('region', { name: nombreDeDia(dia), exact: true });
const encabezado = (page: Page, i: number) => page.getByRole('table', { name: 'Horas de la semana' }).locator('thead th').nth(i + 1);

/** Each day of the week says what it should: the holiday's name, 'Sin horas', or nothing. */
async function marcas(dia: (i: number) => Locator, faltantes: Date[]) {
  for (const [i, fecha] of dias.entries()) {
    if (iso(fecha) === iso(feriado)) {
      await expect(dia(i)).toContainText(NOMBRE_FERIADO);
      await expect(dia(i)).not.toContainText('Sin horas');
    } else if (faltantes.some((f) => iso(f) === iso(fecha))) {
      await expect(dia(i)).toContainText('Sin horas');
    } else {
      // Logged, or no target (Friday and the weekend in this jornada): never marked.
      await expect(dia(i)).not.toContainText('Sin horas');
    }
  }
}

test("the person's week and 'Tabla' show the target and the marks, and follow what is logged", async ({ browser }) => {
  persona = await api.paginaNueva(browser);
  await iniciarSesion(persona, { email: PERSONA.email, contrasena: PERSONA.contrasena, nombre: EN_LA_BARRA });
  await abrirSemana(persona, semana);
  await expect(persona.getByText('Total de la semana: 0.00 hs')).toBeVisible();
  await expect(persona.getByText(textoObjetivo(0))).toBeVisible();

  // Monday: 4 h of a default task through the hours form.
  await agregarHoraSinCliente(tarjeta(persona, semana), { tarea: 'Capacitación', horas: '4', descripcion: 'Curso de la prueba' });
  await expect(persona.getByText('Total de la semana: 4.00 hs')).toBeVisible();
  await expect(persona.getByText(textoObjetivo(4))).toBeVisible();
  await marcas((i) => tarjeta(persona, dias[i]), sinHoras([semana]));

  await persona.getByText('Tabla', { exact: true }).click();
  await expect(persona.getByRole('table', { name: 'Horas de la semana' })).toBeVisible();
  await expect(persona.getByText(textoObjetivo(4))).toBeVisible();
  await marcas((i) => encabezado(persona, i), sinHoras([semana]));

  // A missing day logged from its cell: its mark goes, what is missing shrinks.
  const dia = sinHoras([semana])[0];
  const celda = persona.getByRole('table', { name: 'Horas de la semana' }).getByRole('textbox', { name: `Capacitación, ${nombreDeDia(dia)}`, exact: true });
  await celda.click();
  await celda.fill('4');
  await celda.press('Enter');
  await expect(persona.getByText('Total de la semana: 8.00 hs')).toBeVisible();
  await expect(persona.getByText(textoObjetivo(8))).toBeVisible();
  await marcas((i) => encabezado(persona, i), sinHoras([semana, dia]));
});

test("'Horas faltantes' lists the person short, and 'Enviar recordatorios' shows them first, then mails them", async () => {
  const faltantes = sinHoras([semana, sinHoras([semana])[0]]);
  await abrirSeccion(admin, 'Horas faltantes');
  // Last week, Monday to Sunday, is where the panel opens.
  await expect(admin.getByLabel('Desde', { exact: true })).toHaveValue(ddmmyyyy(semana));
  await expect(admin.getByLabel('Hasta', { exact: true })).toHaveValue(ddmmyyyy(masDias(semana, 6)));
  const tabla = admin.getByRole('region', { name: 'Horas faltantes por persona', exact: true });
  const suFila = fila(tabla, NOMBRE);
  await expect(suFila).toContainText(`${horas(OBJETIVO)}8.00${conSigno(8 - OBJETIVO)}`);
  await expect(suFila).toContainText(faltantes.map(ddmmyyyy).join(', '));

  await admin.getByRole('button', { name: 'Enviar recordatorios' }).click();
  const dialogo = admin.getByRole('dialog', { name: 'Enviar recordatorios' });
  const destinatarios = dialogo.getByRole('region', { name: 'Destinatarios', exact: true });
  // Their last five working days before today reach back to last week's last missing day.
  const ultimo = ddmmyyyy(faltantes.at(-1)!);
  await expect(fila(destinatarios, PERSONA.email)).toContainText(ultimo);
  expect(buzon.para(PERSONA.email)).toEqual([]);

  await dialogo.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(dialogo.getByRole('status')).toContainText('Enviados:');
  await expect(fila(destinatarios, PERSONA.email)).toContainText('Enviado');
  await expect.poll(() => buzon.para(PERSONA.email).length).toBe(1);
  const [correo] = buzon.para(PERSONA.email);
  expect(correo.subject).toBe('Horas sin cargar');
  expect(correo.text).toContain(ultimo);
});

test("an absence the administrator records for the person takes its day out of 'Horas faltantes' and of the reminders", async ({ browser }) => {
  const faltantes = sinHoras([semana, sinHoras([semana])[0]]);
  const ausente = faltantes.at(-1)!;
  const registra = await api.paginaNueva(browser);
  await loginAs(registra, 'admin');
  await barraSuperior(registra).getByRole('link', { name: 'Ausencias' }).click();
  const usuario = registra.getByLabel('Usuario', { exact: true });
  await usuario.click();
  await usuario.fill(PERSONA.apellidos);
  await registra.locator(`.ant-select-item-option[title="${NOMBRE}"]`).click();
  await expect(registra.getByText('Lo que registra para otra persona queda aprobado.')).toBeVisible();
  await registra.getByLabel('Tipo', { exact: true }).click();
  await registra.locator('.ant-select-item-option[title="Enfermedad"]').click();
  for (const campo of ['Desde', 'Hasta']) await escribirFecha(registra.getByLabel(campo, { exact: true }), ausente);
  await expect(registra.getByRole('status').filter({ hasText: 'La solicitud cubre 1 día laborable.' })).toBeVisible();
  await registra.getByRole('button', { name: 'Solicitar', exact: true }).click();
  await expect(registra.getByText('Ausencia registrada', { exact: true })).toBeVisible();

  await barraSuperior(registra).getByRole('link', { name: 'Inicio' }).click();
  await abrirSeccion(registra, 'Horas faltantes');
  const suFila = fila(registra.getByRole('region', { name: 'Horas faltantes por persona', exact: true }), NOMBRE);
  await expect(suFila).toContainText(`${horas(OBJETIVO - 4)}8.00${conSigno(8 - (OBJETIVO - 4))}`);
  await expect(suFila).toContainText(faltantes.slice(0, -1).map(ddmmyyyy).join(', '));
  await expect(suFila).not.toContainText(ddmmyyyy(ausente));

  await registra.getByRole('button', { name: 'Enviar recordatorios' }).click();
  const dialogo = registra.getByRole('dialog', { name: 'Enviar recordatorios' });
  await expect(dialogo).toBeVisible();
  // The dialog opens with the list loaded: if the person is still reminded, it is not of that day.
  await expect(dialogo.getByRole('row').filter({ hasText: PERSONA.email }).filter({ hasText: ddmmyyyy(ausente) })).toHaveCount(0);
  await registra.context().close();
});
