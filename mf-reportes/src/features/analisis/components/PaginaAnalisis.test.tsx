import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as shared from '@horas/shared';
import { MENSAJES_ANALISIS, PERFIL_ADMIN, useAuthStore, type Analisis } from '@horas/shared';
import {
  elegirOpcion, filasDeTabla, renderizar, servidorFalso, simularPantalla, unaFilaDeCierre, unaHora, unCliente, unUsuario, type Rutas,
} from '@horas/shared/testing';
import { analisisDePrueba } from '../utils/analisisDePrueba';
import { PaginaAnalisis } from './PaginaAnalisis';

const ANALISIS = analisisDePrueba();

function api(rutas: Rutas = {}, analisis: (params: Record<string, string>) => Analisis = () => ANALISIS) {
  const pedidos = servidorFalso({
    'GET /reportes/analisis': (pedido) => [200, analisis(pedido.params as Record<string, string>)],
    'GET /clientes/cliente': [200, [unCliente({ id: 1, nombre: 'Acme', areas: [] })]],
    'GET /horas/areas': [200, [{ id: 1, nombre: 'Desarrollo', activo: true }]],
    'GET /servicios/servicios': [200, []],
    'GET /tareas/tareas': [200, []],
    'GET /usuarios/usuarios': [200, [unUsuario({ id: 2, nombre: 'Ana', apellidos: 'García' }), unUsuario({ id: 9, nombre: 'Eva', apellidos: 'Sanz', activo: false })]],
    ...rutas,
  });
  return {
    analisis: () => pedidos.filter((p) => p.url === '/reportes/analisis').map((p) => p.params as object),
    registros: () => pedidos.filter((p) => p.url === '/reportes/analisis/registros').map((p) => p.params as object),
    pedidos,
  };
}

const abrir = (url = '/analisis') => renderizar(<MemoryRouter initialEntries={[url]}><PaginaAnalisis /></MemoryRouter>);
/** The chart (antd's icons are images too). */
const grafico = () => screen.findByRole('img', { name: /^Barras/ });
const tabla = () => screen.getByRole('region', { name: 'Tabla del análisis' });
const ESTE_AÑO = { fechaDesde: '2026-01-01', fechaHasta: '2026-12-31' };

// The chart's lazy module pulls recharts in: imported once ahead, so no test waits for its first load.
beforeAll(() => import('./GraficoAnalisis'), 120_000);

beforeEach(() => {
  simularPantalla({ ancho: 1366 });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 10));
  useAuthStore.setState({ id: 1, perfil: PERFIL_ADMIN, usuario: unUsuario({ id: 1, perfil: PERFIL_ADMIN }) });
});
afterEach(() => vi.useRealTimers());

describe("'Análisis'", { timeout: 180_000 }, () => {
  it("opens on this year by client, month by month: a chart named by what it shows, a row per group and 'Total'", async () => {
    const pedidos = api();
    abrir();
    expect(screen.getByRole('heading', { level: 1, name: 'Análisis' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Barras apiladas de horas por mes y cliente, del 01/07/2026 al 30/09/2026' })).toBeInTheDocument();
    expect(pedidos.analisis()).toEqual([{ ...ESTE_AÑO, grupo: 'cliente', periodo: 'mes' }]);
    expect(filasDeTabla(tabla())).toEqual(['Acme10.000.0010.5020.5067.25Ver registros', 'Sin cliente0.0010.000.0010.0032.82Ver registros']);
    expect(within(tabla()).getByText('Total').closest('tr')).toHaveTextContent('Total10.0010.0010.5030.50100.07');
    // A wide window shows every control beside the chart, none folded.
    expect(screen.getByLabelText('Agrupar por')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filtros/ })).not.toBeInTheDocument();
  });

  it("names the periods in Spanish ('jul 2026', 'T3 2026', 'sem. 24/08'), and no number or period wraps mid-way", async () => {
    api({}, (q) => (q.periodo === 'trimestre'
      ? analisisDePrueba({ periodo: 'trimestre', periodos: ['2026-T3'], grupos: ANALISIS.grupos.map((g) => ({ ...g, serie: [g.horas] })) })
      : ANALISIS));
    const { usuario } = abrir();
    await grafico();
    const titulos = () => within(tabla()).getAllByRole('columnheader').map((c) => c.textContent);
    expect(titulos()).toEqual(['Cliente / Usuario', 'jul 2026', 'ago 2026', 'sep 2026', 'Horas', '%', 'Registros', 'Acciones']);
    expect(within(tabla()).getByText('jul 2026')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(within(tabla()).getByText('20.50')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(within(tabla()).getByText('30.50')).toHaveStyle({ whiteSpace: 'nowrap' });
    await elegirOpcion(usuario, 'Período', 'Trimestre');
    await waitFor(() => expect(titulos()).toContain('T3 2026'));
  });

  it("'Mes anterior' with 'Comparar' says which range it was compared with, in the table and in the chart", async () => {
    const pedidos = api({}, (q) => (q.comparar
      ? analisisDePrueba({
        fechaDesde: '2026-10-01', fechaHasta: '2026-10-31', periodo: null, periodos: [], anterior: { fechaDesde: '2026-09-01', fechaHasta: '2026-09-30' },
        total: { ...ANALISIS.total, horasAnterior: 15 }, grupos: ANALISIS.grupos.map((g) => ({ ...g, horasAnterior: 7.5 })),
      })
      : ANALISIS));
    const { usuario } = abrir();
    await grafico();
    await elegirOpcion(usuario, 'Rango', 'Mes anterior');
    await usuario.click(screen.getByRole('switch', { name: 'Comparar con el período anterior' }));
    await waitFor(() => expect(pedidos.analisis().at(-1)).toMatchObject({ fechaDesde: '2026-10-01', fechaHasta: '2026-10-31', comparar: 'anterior' }));
    expect(await screen.findByText('Comparado con 01/09/2026 – 30/09/2026')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Barras del porcentaje de horas de cada cliente, del 01/10/2026 al 31/10/2026, comparado con 01/09/2026 – 30/09/2026' })).toBeInTheDocument();
    expect(within(tabla()).getAllByRole('columnheader').map((c) => c.textContent)).toContain('Anterior');
  });

  it("calls the target 'Objetivo a la fecha' when the range reaches past today (the API counts it through today), else 'Objetivo'", async () => {
    const porUsuario = (fechaHasta: string, objetivoHasta: string) => analisisDePrueba({
      fechaDesde: '2026-01-01', fechaHasta, objetivoHasta, grupo: 'usuario', subgrupo: null, periodo: null, periodos: [], total: { horas: 20, registros: 3 },
      grupos: [{ id: 2, nombre: 'Ana García', horas: 20, registros: 3, porcentaje: 100, objetivo: 80 }],
    });
    api({}, (q) => (q.fechaHasta === '2026-12-31' ? porUsuario('2026-12-31', '2026-11-18') : porUsuario('2026-10-31', '2026-10-31')));
    const { usuario } = abrir('/analisis?fechaDesde=2026-01-01&fechaHasta=2026-12-31&grupo=usuario');
    expect(await screen.findByRole('img', { name: 'Barras de horas y objetivo a la fecha de cada usuario, del 01/01/2026 al 31/12/2026' })).toBeInTheDocument();
    const titulos = () => within(tabla()).getAllByRole('columnheader').map((c) => c.textContent);
    expect(titulos()).toEqual(['Usuario', 'Horas', '%', 'Registros', 'Objetivo a la fecha', '% del objetivo', 'Acciones']);
    expect(filasDeTabla(tabla())).toEqual(['Ana García20.00100.0380.0025.0Ver registros']);
    await elegirOpcion(usuario, 'Rango', 'Mes anterior');
    await waitFor(() => expect(titulos()).toContain('Objetivo'));
    expect(titulos()).not.toContain('Objetivo a la fecha');
  });

  it("asks for the filters' lists only once the analysis is on screen, so their answers do not delay it", async () => {
    const pedidos = api();
    abrir();
    await grafico();
    await waitFor(() => expect(pedidos.pedidos.map((p) => p.url)).toContain('/usuarios/usuarios'));
    const urls = pedidos.pedidos.map((p) => p.url);
    expect(urls[0]).toBe('/reportes/analisis');
    expect(urls.slice(1).sort()).toEqual(['/clientes/cliente', '/horas/areas', '/servicios/servicios', '/tareas/tareas', '/usuarios/usuarios']);
  });

  it("a link naming a filter names it in its tag (that list is not left for later)", async () => {
    api();
    abrir('/analisis?fechaDesde=2026-01-01&fechaHasta=2026-12-31&grupo=cliente&clienteId=1');
    const tags = await screen.findByRole('group', { name: 'Filtros aplicados' });
    await waitFor(() => expect(tags).toHaveTextContent('Cliente: Acme'));
  });

  it('expands a group to its subgroups', async () => {
    api();
    const { usuario } = abrir();
    await grafico();
    await usuario.click(within(tabla()).getAllByRole('button', { name: 'Expandir fila' })[0]);
    expect(filasDeTabla(tabla())).toContain('Ana García6.000.006.0012.0058.53Ver registros');
  });

  it('clicking a group narrows to it, shown as a tag that removes it', async () => {
    const pedidos = api();
    const { usuario } = abrir();
    await grafico();
    await usuario.click(within(tabla()).getByRole('button', { name: 'Acme' }));
    await waitFor(() => expect(pedidos.analisis().at(-1)).toEqual({ ...ESTE_AÑO, grupo: 'cliente', periodo: 'mes', clienteId: '1' }));
    const tags = screen.getByRole('group', { name: 'Filtros aplicados' });
    expect(tags).toHaveTextContent('Cliente: Acme');
    await usuario.click(within(tags).getByRole('button', { name: 'Quitar filtro Cliente: Acme' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Filtros aplicados' })).not.toBeInTheDocument());
    expect(filasDeTabla(tabla())).toHaveLength(2);
  });

  it("'Sin cliente' narrows to the entries without one", async () => {
    const pedidos = api();
    const { usuario } = abrir();
    await grafico();
    await usuario.click(within(tabla()).getByRole('button', { name: 'Sin cliente' }));
    await waitFor(() => expect(pedidos.analisis().at(-1)).toMatchObject({ clienteId: 'ninguno' }));
    expect(screen.getByRole('group', { name: 'Filtros aplicados' })).toHaveTextContent('Cliente: Sin cliente');
  });

  it('a link opens its analysis: groupings, period, filters and comparison', async () => {
    const pedidos = api({}, () => analisisDePrueba({ grupo: 'usuario', subgrupo: null, periodo: null, periodos: [], total: { horas: 20, registros: 3, horasAnterior: 16 }, grupos: [
      { id: 2, nombre: 'Ana García', horas: 20, registros: 3, porcentaje: 100, objetivo: 160, horasAnterior: 16 },
    ] }));
    abrir('/analisis?fechaDesde=2026-07-01&fechaHasta=2026-09-30&grupo=usuario&areaId=1&comparar=anterior');
    expect(await screen.findByRole('img', { name: 'Barras de horas y objetivo de cada usuario, del 01/07/2026 al 30/09/2026' })).toBeInTheDocument();
    expect(pedidos.analisis()).toEqual([{ fechaDesde: '2026-07-01', fechaHasta: '2026-09-30', grupo: 'usuario', areaId: '1', comparar: 'anterior' }]);
    expect(within(tabla()).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Usuario', 'Horas', '%', 'Registros', 'Objetivo', '% del objetivo', 'Anterior', 'Variación %', 'Acciones']);
    expect(filasDeTabla(tabla())).toEqual(['Ana García20.00100.03160.0012.516.0025.0Ver registros']);
    expect(screen.getByLabelText('Rango')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Comparar con el período anterior' })).toBeChecked();
    expect(await screen.findByRole('group', { name: 'Filtros aplicados' })).toHaveTextContent('Área del servicio: Desarrollo');
  });

  it("'Agrupar por' and 'Período' ask again", async () => {
    const pedidos = api();
    const { usuario } = abrir();
    await grafico();
    await elegirOpcion(usuario, 'Agrupar por', 'Servicio');
    await waitFor(() => expect(pedidos.analisis().at(-1)).toEqual({ ...ESTE_AÑO, grupo: 'servicio', periodo: 'mes' }));
    await elegirOpcion(usuario, 'Luego por', 'Usuario');
    await elegirOpcion(usuario, 'Período', 'Ninguno');
    await waitFor(() => expect(pedidos.analisis().at(-1)).toEqual({ ...ESTE_AÑO, grupo: 'servicio', subgrupo: 'usuario' }));
    await elegirOpcion(usuario, 'Rango', 'Mes anterior');
    await waitFor(() => expect(pedidos.analisis().at(-1)).toEqual({ fechaDesde: '2026-10-01', fechaHasta: '2026-10-31', grupo: 'servicio', subgrupo: 'usuario' }));
  });

  it("'Personalizado' stays chosen and opens 'Desde': the days picked there are the range", async () => {
    const pedidos = api();
    const { usuario } = abrir();
    await grafico();
    await elegirOpcion(usuario, 'Rango', 'Personalizado');
    expect(screen.getByLabelText('Rango').closest('.ant-select')).toHaveTextContent('Personalizado');
    // 'Desde' opened on its month: January, this year's first.
    await usuario.click(await screen.findByTitle('2026-01-15'));
    await waitFor(() => expect(pedidos.analisis().at(-1)).toMatchObject({ fechaDesde: '2026-01-15', fechaHasta: '2026-12-31' }));
    expect(screen.getByLabelText('Rango').closest('.ant-select')).toHaveTextContent('Personalizado');
  });

  it("'Ver registros' shows a row's entries, a page at a time", async () => {
    const pedidos = api({
      'GET /reportes/analisis/registros': (pedido) => {
        const cursor = (pedido.params as { cursor?: string }).cursor;
        return cursor
          ? [200, { items: [unaHora({ id: 2, descripcion: 'Segunda página' })], siguiente: null }]
          : [200, { items: [unaHora({ id: 1, descripcion: 'Primera página' })], siguiente: 'c1' }];
      },
    });
    const { usuario } = abrir();
    await grafico();
    await usuario.click(within(tabla()).getByRole('button', { name: 'Ver registros de Acme' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Registros: Acme' });
    expect(await within(dialogo).findByText('Primera página')).toBeInTheDocument();
    await usuario.click(within(dialogo).getByRole('button', { name: 'Cargar más' }));
    expect(await within(dialogo).findByText('Segunda página')).toBeInTheDocument();
    expect(within(dialogo).queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
    expect(pedidos.registros()).toEqual([{ ...ESTE_AÑO, clienteId: '1' }, { ...ESTE_AÑO, clienteId: '1', cursor: 'c1' }]);
  });

  it("'Descargar Excel' saves analisis.xlsx, sheet 'Análisis', with its 'TOTAL' row", async () => {
    // The saving itself, spied on @horas/shared's export (undone after the test).
    const descargarLibro = vi.spyOn(shared, 'descargarLibro').mockResolvedValue();
    api();
    const { usuario } = abrir();
    await grafico();
    await usuario.click(screen.getByRole('button', { name: 'Descargar Excel' }));
    expect(descargarLibro).toHaveBeenCalledWith(expect.objectContaining({ nombreArchivo: 'analisis.xlsx', hoja: 'Análisis' }));
    expect(descargarLibro.mock.calls[0][0].filas.at(-1)).toEqual(['TOTAL', null, 10, 10, 10.5, 30.5, 100, 7]);
  });

  it('without hours: says so, and nothing to download', async () => {
    api({}, () => analisisDePrueba({ total: { horas: 0, registros: 0 }, grupos: [] }));
    abrir();
    expect(await screen.findByText(MENSAJES_ANALISIS.sinHoras)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Barras/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar Excel' })).toBeDisabled();
  });

  it("a failure shows the server's message and 'Reintentar' asks again", async () => {
    let fallar = true;
    servidorFalso({
      'GET /reportes/analisis': () => (fallar ? [400, { mensaje: MENSAJES_ANALISIS.rango }] : [200, ANALISIS]),
    });
    const { usuario } = abrir();
    expect(await screen.findByText(MENSAJES_ANALISIS.rango)).toBeInTheDocument();
    fallar = false;
    await usuario.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await grafico()).toBeInTheDocument();
  });

  it("'Copiar enlace' copies the page's address", async () => {
    api();
    const { usuario } = abrir();
    await grafico();
    await usuario.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    expect(await screen.findByText('Enlace copiado.')).toBeInTheDocument();
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
  });
});

describe('who may be picked in Usuarios', { timeout: 180_000 }, () => {
  const opcionesDeUsuarios = async (usuario: ReturnType<typeof abrir>['usuario']) => {
    await usuario.click(screen.getByLabelText('Usuarios'));
    return waitFor(() => {
      const opciones = Array.from(document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'), (o) => o.getAttribute('title'));
      expect(opciones.length).toBeGreaterThan(0);
      return opciones;
    });
  };

  it('an administrator: everyone, inactive people marked', async () => {
    api();
    const { usuario } = abrir();
    await grafico();
    expect(await opcionesDeUsuarios(usuario)).toEqual(['Ana García', 'Eva Sanz (Inactivo)']);
  });

  it("a responsable: this month's people of their areas (Aprobaciones' list) and themselves", async () => {
    const ana = unUsuario({ id: 2, nombre: 'Ana', apellidos: 'García', areasResponsable: [1] });
    useAuthStore.setState({ id: 2, perfil: 'Senior', usuario: ana });
    const pedidos = api({ 'GET /horas/cierres': [200, [unaFilaDeCierre({ usuarioId: 3, nombre: 'Luis', apellidos: 'Pérez' })]] });
    const { usuario } = abrir();
    await grafico();
    expect(await opcionesDeUsuarios(usuario)).toEqual(['Ana García', 'Luis Pérez']);
    expect(pedidos.pedidos.some((p) => p.url === '/usuarios/usuarios')).toBe(false);
  });

  it('anyone else sees only their own hours: no Usuarios filter', async () => {
    useAuthStore.setState({ id: 3, perfil: 'Junior', usuario: unUsuario({ id: 3 }) });
    api();
    abrir();
    await grafico();
    expect(screen.queryByLabelText('Usuarios')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Clientes')).toBeInTheDocument();
  });
});

describe("'Análisis' on a phone (390 px)", { timeout: 180_000 }, () => {
  beforeEach(() => simularPantalla({ ancho: 390 }));

  it("folds the controls behind 'Filtros', which counts the filters in force; a change there asks again at once", async () => {
    const pedidos = api();
    const { usuario } = abrir('/analisis?fechaDesde=2026-01-01&fechaHasta=2026-12-31&grupo=cliente&periodo=mes&clienteId=1&areaId=1');
    await grafico();
    expect(screen.queryByLabelText('Agrupar por')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Clientes')).not.toBeInTheDocument();

    const boton = screen.getByRole('button', { name: 'Filtros (2)' });
    expect(boton).toHaveAttribute('aria-expanded', 'false');
    await usuario.click(boton);
    const panel = await screen.findByRole('dialog', { name: 'Filtros' });
    expect(within(panel).getByLabelText('Clientes')).toBeInTheDocument();
    await elegirOpcion(usuario, within(panel).getByLabelText('Agrupar por'), 'Servicio');
    await waitFor(() => expect(pedidos.analisis().at(-1)).toEqual({ ...ESTE_AÑO, grupo: 'servicio', periodo: 'mes', clienteId: '1', areaId: '1' }));
    expect(within(panel).getByLabelText('Agrupar por')).toBeInTheDocument();
  });
});
