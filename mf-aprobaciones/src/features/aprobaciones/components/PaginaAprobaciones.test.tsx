import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENSAJES_CIERRE, PERFIL_ADMIN, useAuthStore, type CierreFila } from '@horas/shared';
import {
  elegirOpcion, filasDeTabla, renderizar, servidorFalso, unaFilaDeCierre, unaHora, unCierreDetalle, type Rutas,
} from '@horas/shared/testing';
import { PaginaAprobaciones } from './PaginaAprobaciones';

const DISENO = { id: 3, nombre: 'Diseño' };
// October 2026, as the API lists it (any order): three clean sent months, one short, one approved, one open.
const FILAS: CierreFila[] = [
  unaFilaDeCierre({ usuarioId: 3, nombre: 'Luis', apellidos: 'Pérez', version: 1 }),
  unaFilaDeCierre({ usuarioId: 4, nombre: 'Carla', apellidos: 'Méndez', cargadas: 160, diferencia: -8, diasSinHoras: ['2026-10-05'], version: 3 }),
  unaFilaDeCierre({ usuarioId: 5, nombre: 'Raúl', apellidos: 'Núñez', cargadas: 170, diferencia: 2, areas: [DISENO], version: 1 }),
  unaFilaDeCierre({ usuarioId: 2, nombre: 'Ana', apellidos: 'García', version: 1 }),
  unaFilaDeCierre({ usuarioId: 6, nombre: 'Marta', apellidos: 'Ríos', estado: 'aprobado', areas: [DISENO], version: 2 }),
  unaFilaDeCierre({ usuarioId: 8, nombre: 'Pedro', apellidos: 'Gil', estado: 'abierto', cargadas: 100, diferencia: -68, diasSinHoras: ['2026-10-01', '2026-10-02'], version: 0 }),
];

function api(rutas: Rutas = {}) {
  const pedidos = servidorFalso({ 'GET /horas/cierres': [200, FILAS], ...rutas });
  return {
    listas: () => pedidos.filter((p) => p.url === '/horas/cierres').map((p) => p.params as object),
    escrituras: () => pedidos.filter((p) => p.method === 'post').map((p) => [p.url, JSON.parse(p.data as string) as object]),
  };
}

const comoAdmin = () => useAuthStore.setState({ id: 1, perfil: PERFIL_ADMIN });
/** Ana, responsable of Desarrollo: her own month is in the list, but not hers to decide. */
const comoAna = () => useAuthStore.setState({ id: 2, perfil: 'Senior' });
const tabla = () => screen.getByRole('region', { name: 'Meses de las personas' });
const aprobarSeleccionados = (n: number) => screen.getByRole('button', { name: `Aprobar seleccionados (${n})` });
const casilla = (nombre: string) => screen.getByRole('checkbox', { name: `Seleccionar ${nombre}` });

async function abrir() {
  const pagina = renderizar(<PaginaAprobaciones />);
  await waitFor(() => expect(filasDeTabla(tabla())).toHaveLength(FILAS.length));
  return pagina;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 10)); // Wednesday 18/11/2026: last month is October
  comoAdmin();
});
afterEach(() => vi.useRealTimers());

describe("'Aprobaciones'", { timeout: 180_000 }, () => {
  it('opens on last month: one row per person by name, with hours, target, difference, days without hours and state; the area and state filter them', async () => {
    const pedidos = api();
    const { usuario } = await abrir();
    expect(screen.getByRole('heading', { level: 1, name: 'Aprobaciones' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByLabelText('Mes')).toHaveValue('10/2026');
    expect(pedidos.listas()).toEqual([{ mes: '2026-10' }]);
    expect(filasDeTabla(tabla()).map((fila) => fila.replace(/Ver mes.*$/, ''))).toEqual([
      'Ana García168.00168.000.000Enviado',
      'Carla Méndez160.00168.00-8.001Enviado',
      'Luis Pérez168.00168.000.000Enviado',
      'Marta Ríos168.00168.000.000Aprobado',
      'Pedro Gil100.00168.00-68.002Abierto',
      'Raúl Núñez170.00168.00+2.000Enviado',
    ]);

    await elegirOpcion(usuario, 'Área', 'Diseño');
    expect(filasDeTabla(tabla()).map((fila) => fila.split('168')[0])).toEqual(['Marta Ríos', 'Raúl Núñez170.00']);
    await elegirOpcion(usuario, 'Estado', 'Aprobado');
    expect(filasDeTabla(tabla())).toHaveLength(1);
    expect(filasDeTabla(tabla())[0]).toContain('Marta Ríos');
    // Filtering asks nothing: the month's list is filtered on screen.
    expect(pedidos.listas()).toHaveLength(1);
  });

  it("'Seleccionar sin diferencias' picks the sent months with nothing missing; the header box every sent month of the filter, on every page", async () => {
    api();
    const { usuario } = await abrir();
    expect(aprobarSeleccionados(0)).toBeDisabled();
    expect(casilla('Marta Ríos')).toBeDisabled();
    expect(casilla('Pedro Gil')).toBeDisabled();

    await usuario.click(screen.getByRole('button', { name: 'Seleccionar sin diferencias' }));
    expect(aprobarSeleccionados(3)).toBeEnabled();
    for (const nombre of ['Ana García', 'Luis Pérez', 'Raúl Núñez']) expect(casilla(nombre)).toBeChecked();
    expect(casilla('Carla Méndez')).not.toBeChecked();

    const todas = screen.getByRole('checkbox', { name: 'Seleccionar todos los enviados' });
    await usuario.click(todas);
    expect(aprobarSeleccionados(4)).toBeInTheDocument();
    expect(casilla('Carla Méndez')).toBeChecked();
    await usuario.click(todas);
    expect(aprobarSeleccionados(0)).toBeDisabled();

    // Within an area: only its sent months.
    await elegirOpcion(usuario, 'Área', 'Diseño');
    await usuario.click(screen.getByRole('checkbox', { name: 'Seleccionar todos los enviados' }));
    expect(aprobarSeleccionados(1)).toBeInTheDocument();
    expect(casilla('Raúl Núñez')).toBeChecked();
  });

  it('the header box reaches the rows of every page', async () => {
    const muchas = Array.from({ length: 60 }, (_, i) => unaFilaDeCierre({ usuarioId: 100 + i, nombre: 'Persona', apellidos: String(1000 + i) }));
    servidorFalso({ 'GET /horas/cierres': [200, muchas] });
    const { usuario } = renderizar(<PaginaAprobaciones />);
    await waitFor(() => expect(filasDeTabla(tabla())).toHaveLength(50));
    await usuario.click(screen.getByRole('checkbox', { name: 'Seleccionar todos los enviados' }));
    expect(aprobarSeleccionados(60)).toBeEnabled();
  });

  it("'Aprobar seleccionados (N)' sends each person's version and says, per person, approved or why not", async () => {
    const pedidos = api({
      'POST /horas/cierres/aprobar': [200, [
        { usuarioId: 2, estado: 'aprobado' },
        { usuarioId: 3, estado: 'aprobado' },
        { usuarioId: 5, mensaje: MENSAJES_CIERRE.versionVieja },
      ]],
    });
    const { usuario } = await abrir();
    await usuario.click(screen.getByRole('button', { name: 'Seleccionar sin diferencias' }));
    await usuario.click(aprobarSeleccionados(3));

    const resultado = await screen.findByRole('list', { name: 'Resultado de la aprobación' });
    expect(within(resultado).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Ana García: Aprobado',
      'Luis Pérez: Aprobado',
      `Raúl Núñez: ${MENSAJES_CIERRE.versionVieja}`,
    ]);
    expect(screen.getByText('Aprobados: 2 de 3.')).toBeInTheDocument();
    expect(pedidos.escrituras()).toEqual([
      ['/horas/cierres/aprobar', { mes: '2026-10', usuarios: [{ usuarioId: 2, version: 1 }, { usuarioId: 3, version: 1 }, { usuarioId: 5, version: 1 }] }],
    ]);
    // The list is asked again, the selection emptied.
    await waitFor(() => expect(pedidos.listas()).toHaveLength(2));
    expect(aprobarSeleccionados(0)).toBeDisabled();
  });

  it("'Aprobar' one month sends its version; a stale one shows the API's reason", async () => {
    const pedidos = api({
      'POST /horas/cierres/3/2026-10/aprobar': [200, unCierreDetalle({ estado: 'aprobado' })],
      'POST /horas/cierres/4/2026-10/aprobar': () => [409, { mensaje: MENSAJES_CIERRE.versionVieja }],
    });
    const { usuario } = await abrir();
    await usuario.click(screen.getByRole('button', { name: 'Aprobar Luis Pérez' }));
    expect(await screen.findByText('Luis Pérez: mes aprobado')).toBeInTheDocument();
    await usuario.click(screen.getByRole('button', { name: 'Aprobar Carla Méndez' }));
    const confirmacion = await screen.findByRole('dialog', { name: '¿Aprobar Octubre 2026 de Carla Méndez?' });
    await usuario.click(within(confirmacion).getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText(MENSAJES_CIERRE.versionVieja)).toBeInTheDocument();
    expect(pedidos.escrituras()).toEqual([
      ['/horas/cierres/3/2026-10/aprobar', { version: 1 }],
      ['/horas/cierres/4/2026-10/aprobar', { version: 3 }],
    ]);
  });

  it("'Aprobar' of a month with a difference or days without hours asks first, showing both; 'Cancelar' sends nothing", async () => {
    const pedidos = api({
      'POST /horas/cierres/4/2026-10/aprobar': [200, unCierreDetalle({ estado: 'aprobado' })],
      'POST /horas/cierres/5/2026-10/aprobar': [200, unCierreDetalle({ estado: 'aprobado' })],
    });
    const { usuario } = await abrir();
    await usuario.click(screen.getByRole('button', { name: 'Aprobar Carla Méndez' }));
    const corta = await screen.findByRole('dialog', { name: '¿Aprobar Octubre 2026 de Carla Méndez?' });
    expect(corta).toHaveTextContent('Diferencia-8.00 hs');
    expect(corta).toHaveTextContent('Días sin horas1: 05/10/2026');
    await usuario.click(within(corta).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pedidos.escrituras()).toEqual([]);

    // Over the target asks too: it may be a mistake.
    await usuario.click(screen.getByRole('button', { name: 'Aprobar Raúl Núñez' }));
    const larga = await screen.findByRole('dialog', { name: '¿Aprobar Octubre 2026 de Raúl Núñez?' });
    expect(larga).toHaveTextContent('Diferencia+2.00 hs');
    expect(larga).toHaveTextContent('Días sin horasNinguno');
    await usuario.click(within(larga).getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText('Raúl Núñez: mes aprobado')).toBeInTheDocument();
    expect(pedidos.escrituras()).toEqual([['/horas/cierres/5/2026-10/aprobar', { version: 1 }]]);
  });

  it("'Rechazar' needs a comment, and sends it", async () => {
    const pedidos = api({ 'POST /horas/cierres/4/2026-10/rechazar': [200, unCierreDetalle({ estado: 'rechazado' })] });
    const { usuario } = await abrir();
    await usuario.click(screen.getByRole('button', { name: 'Rechazar Carla Méndez' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Rechazar Octubre 2026 de Carla Méndez' });
    await usuario.click(within(dialogo).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialogo).findByText(MENSAJES_CIERRE.comentarioObligatorio)).toBeInTheDocument();
    // Spaces are no comment either (the message stays, redrawn by the new check).
    await usuario.type(within(dialogo).getByLabelText('Comentario'), '   ');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(within(dialogo).getByText(MENSAJES_CIERRE.comentarioObligatorio)).toBeInTheDocument());
    expect(pedidos.escrituras()).toEqual([]);
    expect(within(dialogo).getByLabelText('Comentario')).toHaveAttribute('maxlength', '500');

    await usuario.clear(within(dialogo).getByLabelText('Comentario'));
    await usuario.type(within(dialogo).getByLabelText('Comentario'), 'Falta el lunes 5.');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Carla Méndez: mes rechazado')).toBeInTheDocument();
    expect(pedidos.escrituras()).toEqual([['/horas/cierres/4/2026-10/rechazar', { comentario: 'Falta el lunes 5.' }]]);
    await waitFor(() => expect(dialogo).not.toBeInTheDocument());
  });

  it("'Reabrir' is the administrators': a reason, sent; a refusal stays in the dialog", async () => {
    const pedidos = api({ 'POST /horas/cierres/6/2026-10/reabrir': () => [409, { mensaje: 'El mes ya no está aprobado.' }] });
    const { usuario } = await abrir();
    await usuario.click(screen.getByRole('button', { name: 'Reabrir Marta Ríos' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Reabrir Octubre 2026 de Marta Ríos' });
    await usuario.type(within(dialogo).getByLabelText('Motivo'), 'Corrección de un feriado.');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Reabrir' }));
    expect(await within(dialogo).findByText('El mes ya no está aprobado.')).toBeInTheDocument();
    expect(pedidos.escrituras()).toEqual([['/horas/cierres/6/2026-10/reabrir', { motivo: 'Corrección de un feriado.' }]]);
  });

  it('a responsable neither reopens nor decides on their own month', async () => {
    comoAna();
    api();
    const { usuario } = await abrir();
    expect(screen.queryByRole('button', { name: /^Reabrir/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aprobar Ana García' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rechazar Ana García' })).not.toBeInTheDocument();
    expect(casilla('Ana García')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Aprobar Luis Pérez' })).toBeInTheDocument();
    await usuario.click(screen.getByRole('button', { name: 'Seleccionar sin diferencias' }));
    expect(aprobarSeleccionados(2)).toBeEnabled();
  });

  it("'Ver mes' shows the person's days, by weekday name and date, and entries of the month, read-only", async () => {
    api({
      'GET /horas/cierres/3/2026-10': [200, unCierreDetalle({
        usuarioId: 3,
        cargadas: 4,
        objetivo: 16,
        diferencia: -12,
        diasSinHoras: ['2026-10-06'],
        dias: [
          { fecha: '2026-10-05', objetivo: 8, cargadas: 4, feriado: null, ausencia: null },
          { fecha: '2026-10-06', objetivo: 8, cargadas: 0, feriado: null, ausencia: null },
          { fecha: '2026-10-12', objetivo: 0, cargadas: 0, feriado: 'Día de la Raza', ausencia: null },
        ],
        horas: [unaHora({ id: 1, usuarioId: 3, fechaCarga: '05/10/2026', horas: 4, descripcion: 'Revisión de código' })],
      })],
    });
    const { usuario } = await abrir();
    await usuario.click(screen.getByRole('button', { name: 'Ver mes de Luis Pérez' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Luis Pérez · Octubre 2026' });
    const dias = await within(dialogo).findByRole('region', { name: 'Días del mes' });
    expect(filasDeTabla(dias)).toEqual(['Lunes05/10/20268.004.00', 'Martes06/10/20268.000.00Sin horas', 'Lunes12/10/20260.000.00Día de la Raza']);
    expect(filasDeTabla(within(dialogo).getByRole('region', { name: 'Registros del mes' }))).toEqual([
      '05/10/2026AcmeDesarrolloProgramación4.00Revisión de código',
    ]);
    expect(dialogo).toHaveTextContent('Diferencia-12.00 hs');
    expect(within(dialogo).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says why the list could not be loaded, with Reintentar', async () => {
    servidorFalso({ 'GET /horas/cierres': () => [403, { mensaje: 'No tiene permiso para ver estos meses.' }] });
    renderizar(<PaginaAprobaciones />);
    expect(await screen.findByText('No tiene permiso para ver estos meses.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
