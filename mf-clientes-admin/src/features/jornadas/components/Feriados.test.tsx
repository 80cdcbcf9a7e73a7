import { screen, waitFor, within } from '@testing-library/react';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claves, clienteConsultas, type Feriado } from '@horas/shared';
import { escribir, escribirFecha, filasDeTabla, renderizar, servidorFalso } from '@horas/shared/testing';
import { Feriados } from './Feriados';

const DUPLICADO = 'Ya hay un feriado el 25/12/2026.';

/** Holidays in memory, as the API keeps them: one per date, listed by year. */
function apiDeFeriados(iniciales: Feriado[]) {
  let feriados = [...iniciales];
  const pedidos = servidorFalso({
    'GET /horas/feriados': (pedido) => [200, feriados.filter((f) => f.fecha.startsWith((pedido.params as { año: string }).año))],
    'POST /horas/feriados': (pedido) => {
      const nuevo = JSON.parse(pedido.data as string) as Feriado;
      if (feriados.some((f) => f.fecha === nuevo.fecha)) return [409, { mensaje: DUPLICADO }];
      feriados = [...feriados, nuevo].sort((a, b) => a.fecha.localeCompare(b.fecha));
      return [201, nuevo];
    },
    'DELETE /horas/feriados/:fecha': (pedido) => {
      feriados = feriados.filter((f) => f.fecha !== pedido.url!.split('/').pop());
      return [204];
    },
  });
  const escrituras = () => pedidos.filter((p) => p.method !== 'get').map((p) => `${p.method!.toUpperCase()} ${p.url} ${p.data ?? ''}`.trim());
  const años = () => pedidos.filter((p) => p.url === '/horas/feriados' && p.method === 'get').map((p) => (p.params as { año: string }).año);
  return { escrituras, años };
}

const filas = (año: number) => filasDeTabla(screen.getByRole('region', { name: `Feriados de ${año}` }));
const formulario = () => screen.getByRole('form', { name: 'Nuevo feriado' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 10));
});
afterEach(() => vi.useRealTimers());

describe("'Feriados'", { timeout: 120_000 }, () => {
  it("lists this year's holidays, and another year's when chosen", async () => {
    const api = apiDeFeriados([
      { fecha: '2026-05-01', nombre: 'Día del Trabajador' },
      { fecha: '2026-12-25', nombre: 'Navidad' },
      { fecha: '2027-01-01', nombre: 'Año Nuevo' },
    ]);
    const { usuario } = renderizar(<Feriados />);
    await waitFor(() => expect(filas(2026)).toEqual(['01/05/2026ViernesDía del TrabajadorEliminar', '25/12/2026ViernesNavidadEliminar']));

    await escribirFecha(usuario, screen.getByLabelText('Año'), '2027');
    await waitFor(() => expect(filas(2027)).toEqual(['01/01/2027ViernesAño NuevoEliminar']));
    expect(api.años()).toEqual(['2026', '2027']);
  });

  it("adds a holiday (its year is shown), shows the API's refusal of a second one on the same date, and asks before deleting", async () => {
    const api = apiDeFeriados([{ fecha: '2026-12-25', nombre: 'Navidad' }]);
    // A week's saldo on screen in another remote: a holiday changes its target.
    const leerSaldo = vi.fn().mockResolvedValue(null);
    const saldo = new QueryObserver(clienteConsultas, { queryKey: claves.saldo(7, '2026-12-21', '2026-12-27'), queryFn: leerSaldo });
    const dejarDeMirar = saldo.subscribe(() => undefined);
    const { usuario } = renderizar(<Feriados />);
    await waitFor(() => expect(filas(2026)).toHaveLength(1));

    await escribirFecha(usuario, within(formulario()).getByLabelText('Fecha'), '01/01/2027');
    escribir(within(formulario()).getByLabelText('Nombre'), 'Año Nuevo');
    await usuario.click(within(formulario()).getByRole('button', { name: 'Agregar feriado' }));
    expect(await screen.findByText('Feriado agregado')).toBeInTheDocument();
    await waitFor(() => expect(filas(2027)).toEqual(['01/01/2027ViernesAño NuevoEliminar']));
    expect(within(formulario()).getByLabelText('Nombre')).toHaveValue('');
    await waitFor(() => expect(leerSaldo).toHaveBeenCalledTimes(2));

    await escribirFecha(usuario, within(formulario()).getByLabelText('Fecha'), '25/12/2026');
    escribir(within(formulario()).getByLabelText('Nombre'), 'Otra Navidad');
    await usuario.click(within(formulario()).getByRole('button', { name: 'Agregar feriado' }));
    expect(await within(formulario()).findByRole('alert')).toHaveTextContent(DUPLICADO);

    await escribirFecha(usuario, screen.getByLabelText('Año'), '2026');
    const eliminar = await screen.findByRole('button', { name: 'Eliminar feriado Navidad (25/12/2026)' });
    await usuario.click(eliminar);
    await usuario.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Cancelar' }));
    await usuario.click(eliminar);
    expect(await screen.findByText("¿Eliminar el feriado 'Navidad' del 25/12/2026?")).toBeInTheDocument();
    await usuario.click(within(screen.getByRole('tooltip')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Feriado eliminado')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No hay feriados cargados en 2026.')).toBeInTheDocument());
    expect(api.escrituras()).toEqual([
      'POST /horas/feriados {"fecha":"2027-01-01","nombre":"Año Nuevo"}',
      'POST /horas/feriados {"fecha":"2026-12-25","nombre":"Otra Navidad"}',
      'DELETE /horas/feriados/2026-12-25',
    ]);
    dejarDeMirar();
  });

  it("refuses a holiday without a date or a name, with the API's own name rule", async () => {
    const api = apiDeFeriados([]);
    const { usuario } = renderizar(<Feriados />);
    await usuario.click(within(formulario()).getByRole('button', { name: 'Agregar feriado' }));
    expect(await within(formulario()).findByText('Indique la fecha del feriado.')).toBeInTheDocument();
    expect(await within(formulario()).findByText('El nombre del feriado es obligatorio.')).toBeInTheDocument();
    expect(within(formulario()).getByLabelText('Nombre')).toHaveAttribute('maxlength', '120');
    expect(api.escrituras()).toEqual([]);
  });
});
