import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Jornada } from '@horas/shared';
import { escribir, escribirFecha, filasDeTabla, renderizar, servidorFalso } from '@horas/shared/testing';
import { JornadaPorDefecto } from './JornadaPorDefecto';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 10));
});
afterEach(() => vi.useRealTimers());

describe("'Jornada por defecto'", { timeout: 120_000 }, () => {
  it('shows the default in force and the others, and sets a new one from a date', async () => {
    let jornadas: Jornada[] = [{ desde: '2020-01-01', horasPorDia: [9, 9, 9, 9, 4, 0, 0] }, { desde: '2026-03-02', horasPorDia: [8, 8, 8, 8, 8, 0, 0] }];
    const pedidos = servidorFalso({
      'GET /horas/jornada-defecto': () => [200, jornadas],
      'PUT /horas/jornada-defecto/:desde': (pedido) => {
        jornadas = [...jornadas, { desde: pedido.url!.split('/').pop()!, ...(JSON.parse(pedido.data as string) as { horasPorDia: number[] }) }];
        return [200, jornadas];
      },
    });
    const { usuario } = renderizar(<JornadaPorDefecto />);
    const lista = await screen.findByRole('region', { name: 'Jornadas por defecto' });
    const filas = () => filasDeTabla(lista);
    expect(filas()).toEqual([expect.stringMatching(/^02\/03\/2026.*40\.00Vigente$/), expect.stringMatching(/^01\/01\/2020.*40\.00Anterior$/)]);

    const formulario = screen.getByRole('form', { name: 'Nueva jornada por defecto' });
    expect(within(formulario).getByLabelText('Viernes')).toHaveValue('8.00');
    escribir(within(formulario).getByLabelText('Viernes'), '6');
    await escribirFecha(usuario, within(formulario).getByLabelText('Vigente desde'), '01/12/2026');
    await usuario.click(within(formulario).getByRole('button', { name: 'Guardar jornada' }));

    expect(await screen.findByText('Jornada guardada')).toBeInTheDocument();
    const escritura = pedidos.find((p) => p.method === 'put')!;
    expect([escritura.url, JSON.parse(escritura.data as string)]).toEqual(['/horas/jornada-defecto/2026-12-01', { horasPorDia: [8, 8, 8, 8, 6, 0, 0] }]);
    await waitFor(() => expect(filas()[0]).toMatch(/^01\/12\/2026.*38\.00Programada$/));
  });

  it("reads the company's first jornada as 'Vigente desde el inicio', not as its date 01/01/1900", async () => {
    servidorFalso({ 'GET /horas/jornada-defecto': () => [200, [{ desde: '1900-01-01', horasPorDia: [8, 8, 8, 8, 8, 0, 0] }, { desde: '2027-01-04', horasPorDia: [7, 7, 7, 7, 7, 0, 0] }]] });
    renderizar(<JornadaPorDefecto />);
    const lista = await screen.findByRole('region', { name: 'Jornadas por defecto' });
    expect(filasDeTabla(lista)).toEqual([expect.stringMatching(/^04\/01\/2027.*35\.00Programada$/), expect.stringMatching(/^Vigente desde el inicio8\.00.*40\.00Vigente$/)]);
    expect(within(lista).queryByText('01/01/1900')).not.toBeInTheDocument();
  });
});
