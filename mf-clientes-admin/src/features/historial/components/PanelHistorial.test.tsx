import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaginaHistorial } from '@horas/shared';
import {
  capturarDescargas, elegirOpcion, escribirFecha, renderizar, servidorFalso, simularInterseccion, unRegistroHistorial, unUsuario, type Rutas,
} from '@horas/shared/testing';
import { PanelHistorial } from './PanelHistorial';

const ADMIN = { id: 1, nombre: 'Admin', apellidos: 'Sistema' };
const a = (dia: number, hora: number) => new Date(2026, 10, dia, hora, 0).toISOString();

const RENOMBRADO = unRegistroHistorial({ en: a(25, 16), actor: ADMIN, entidad: 'cliente', entidadId: '5', cambios: { nombre: ['Acme', 'Acme Corp'] } });
const EDITADO = unRegistroHistorial({ en: a(25, 15), actor: ADMIN, entidad: 'usuario', entidadId: '3', cambios: { nombre: ['Luis', 'Luis'], apellidos: ['Pérez', 'Pérez'], perfil: ['Junior', 'Senior'] } });
const MODIFICADA = unRegistroHistorial({ en: a(24, 11), cambios: { fecha: ['2026-11-24', '2026-11-24'], horas: [3.5, 4] } });
const ELIMINADA = unRegistroHistorial({ en: a(24, 10), accion: 'eliminar', cambios: { fecha: ['2026-11-23', null], horas: [2, null] } });

const USUARIOS = [unUsuario({ id: 7, nombre: 'Ana', apellidos: 'García' }), unUsuario({ id: 3, nombre: 'Luis', apellidos: 'Pérez', activo: false })];

/** A body of bytes, as the browser gives a download's (copied into this window's ArrayBuffer: TextEncoder's is Node's). */
const bytes = (texto: string) => new Uint8Array(new TextEncoder().encode(texto)).buffer;

/** Pages by cursor: the first one without. */
const paginado = (paginas: Record<string, PaginaHistorial>): Rutas[string] => (pedido) =>
  [200, paginas[(pedido.params as { cursor?: string }).cursor ?? 'primera']];

function api(historial: Rutas[string], otras: Rutas = {}) {
  return servidorFalso({ 'GET /usuarios/usuarios': [200, USUARIOS], 'GET /historial': historial, ...otras });
}

const consultas = (pedidos: { url?: string; params?: unknown }[], url = '/historial') => pedidos.filter((p) => p.url === url).map((p) => p.params);
const filas = () => within(screen.getByRole('region', { name: 'Registros del historial' })).getAllByRole('listitem').map((li) => li.textContent);

describe("'Historial de cambios'", { timeout: 120_000 }, () => {
  it('lists every record as a sentence with its date and time, newest first, and asks again with each filter', async () => {
    const pedidos = api([200, { items: [RENOMBRADO, EDITADO, MODIFICADA], siguiente: null }]);
    const { usuario } = renderizar(<PanelHistorial />);
    await waitFor(() => expect(filas()).toEqual([
      '25/11/2026 16:00 Admin Sistema modificó el cliente «Acme Corp»: Nombre «Acme» → «Acme Corp»',
      '25/11/2026 15:00 Admin Sistema modificó al usuario Luis Pérez: Perfil «Junior» → «Senior»',
      '24/11/2026 11:00 Ana García modificó horas del 24/11/2026: Horas 3.50 → 4.00',
    ]));
    expect(consultas(pedidos)).toEqual([{}]);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();

    await elegirOpcion(usuario, 'Entidad', 'Cliente');
    await waitFor(() => expect(consultas(pedidos).at(-1)).toEqual({ entidad: 'cliente' }));
    await elegirOpcion(usuario, 'Usuario', 'Luis Pérez (Inactivo)', 'luis');
    await waitFor(() => expect(consultas(pedidos).at(-1)).toEqual({ entidad: 'cliente', usuarioId: 3 }));
    await escribirFecha(usuario, screen.getByLabelText('Desde'), '01/11/2026');
    await waitFor(() => expect(consultas(pedidos).at(-1)).toEqual({ entidad: 'cliente', usuarioId: 3, fechaDesde: '2026-11-01' }));
    await escribirFecha(usuario, screen.getByLabelText('Hasta'), '30/11/2026');
    await waitFor(() => expect(consultas(pedidos).at(-1)).toEqual({ entidad: 'cliente', usuarioId: 3, fechaDesde: '2026-11-01', fechaHasta: '2026-11-30' }));
  });

  it("loads the next page when the end of the list comes into view, or with 'Cargar más', with the last page's cursor", async () => {
    const interseccion = simularInterseccion();
    const pedidos = api(paginado({
      primera: { items: [RENOMBRADO], siguiente: 'c-2' },
      'c-2': { items: [EDITADO], siguiente: 'c-3' },
      'c-3': { items: [MODIFICADA, ELIMINADA], siguiente: null },
    }));
    const { usuario } = renderizar(<PanelHistorial />);
    await waitFor(() => expect(filas()).toHaveLength(1));

    interseccion.aparecer();
    await waitFor(() => expect(filas()).toHaveLength(2));
    expect(consultas(pedidos)).toEqual([{}, { cursor: 'c-2' }]);

    await usuario.click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(filas()).toHaveLength(4));
    expect(filas()[3]).toBe('24/11/2026 10:00 Ana García eliminó horas del 23/11/2026: Horas 2.00');
    expect(consultas(pedidos).at(-1)).toEqual({ cursor: 'c-3' });
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });

  it('says when nothing matches the filters', async () => {
    api([200, { items: [], siguiente: null }]);
    renderizar(<PanelHistorial />);
    expect(await screen.findByText('No hay cambios registrados para los filtros elegidos.')).toBeInTheDocument();
  });

  it("shows a failed load with 'Reintentar', and a failed next page keeps what was shown", async () => {
    let falla = true;
    api((pedido) => {
      const cursor = (pedido.params as { cursor?: string }).cursor;
      if (falla) return [500, { mensaje: 'Error interno del servidor.' }];
      return [200, cursor ? { items: [EDITADO], siguiente: null } : { items: [RENOMBRADO], siguiente: 'c-2' }];
    });
    const { usuario } = renderizar(<PanelHistorial />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error interno del servidor.');
    falla = false;
    await usuario.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(filas()).toHaveLength(1));

    falla = true;
    await usuario.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error interno del servidor.');
    expect(filas()).toHaveLength(1);
    falla = false;
    await usuario.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(filas()).toHaveLength(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("'Descargar Excel' saves historial.xlsx with the filters on screen, busy until it has arrived", async () => {
    const descargas = capturarDescargas();
    let soltar: () => void = () => undefined;
    const pedidos = api([200, { items: [RENOMBRADO], siguiente: null }], {
      'GET /historial.xlsx': () => new Promise((resolver) => {
        soltar = () => resolver([200, bytes('PK')]);
      }),
    });
    const { usuario } = renderizar(<PanelHistorial />);
    await elegirOpcion(usuario, 'Entidad', 'Usuario');
    await escribirFecha(usuario, screen.getByLabelText('Desde'), '01/11/2026');
    const descargar = screen.getByRole('button', { name: 'Descargar Excel' });
    await usuario.click(descargar);
    await waitFor(() => expect(descargar).toHaveAttribute('aria-busy', 'true'));
    expect(descargar).toBeDisabled();
    expect(consultas(pedidos, '/historial.xlsx')).toEqual([{ entidad: 'usuario', fechaDesde: '2026-11-01' }]);
    expect(descargas).toEqual([]);

    soltar();
    await waitFor(() => expect(descargas.map((d) => d.nombre)).toEqual(['historial.xlsx']));
    expect(descargas[0].blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    await waitFor(() => expect(descargar).toBeEnabled());
    expect(descargar).toHaveAttribute('aria-busy', 'false');
  });

  it("a refused download says the server's mensaje", async () => {
    const descargas = capturarDescargas();
    const mensaje = 'No tiene permisos para realizar esta acción.';
    api([200, { items: [], siguiente: null }], { 'GET /historial.xlsx': [403, bytes(JSON.stringify({ mensaje }))] });
    const { usuario } = renderizar(<PanelHistorial />);
    await usuario.click(screen.getByRole('button', { name: 'Descargar Excel' }));
    expect(await screen.findByText(mensaje)).toBeInTheDocument();
    expect(descargas).toEqual([]);
  });

  it('with no record for the filters it says so instead of saving an empty file', async () => {
    const descargas = capturarDescargas();
    api([200, { items: [], siguiente: null }], { 'GET /historial.xlsx': [204, null] });
    const { usuario } = renderizar(<PanelHistorial />);
    await usuario.click(screen.getByRole('button', { name: 'Descargar Excel' }));
    expect(await screen.findByText('No hay cambios registrados para los filtros elegidos.', { selector: '.ant-message *' })).toBeInTheDocument();
    expect(descargas).toEqual([]);
  });
});
