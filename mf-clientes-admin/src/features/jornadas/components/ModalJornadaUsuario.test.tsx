import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Jornada } from '@horas/shared';
import { escribir, escribirFecha, filasDeTabla as filas, renderizar, servidorFalso, unUsuario } from '@horas/shared/testing';
import { ModalJornadaUsuario } from './ModalJornadaUsuario';

const ana = unUsuario({ id: 2, nombre: 'Ana', apellidos: 'García' });
const DEFECTO: Jornada[] = [{ desde: '2020-01-01', horasPorDia: [8, 8, 8, 8, 8, 0, 0] }];
const RUTA = '/usuarios/usuarios/2/jornadas';

/** Ana's jornadas in memory, as the API keeps them: PUT replaces the one of its date and answers the list, DELETE removes it. */
function apiDeJornadas(iniciales: Jornada[]) {
  let jornadas = [...iniciales];
  const desdeDe = (pedido: InternalAxiosRequestConfig) => pedido.url!.split('/').pop()!;
  const pedidos = servidorFalso({
    'GET /horas/jornada-defecto': [200, DEFECTO],
    [`GET ${RUTA}`]: () => [200, jornadas],
    [`PUT ${RUTA}/:desde`]: (pedido) => {
      const { horasPorDia } = JSON.parse(pedido.data as string) as { horasPorDia: number[] };
      jornadas = [...jornadas.filter((j) => j.desde !== desdeDe(pedido)), { desde: desdeDe(pedido), horasPorDia }].sort((a, b) => a.desde.localeCompare(b.desde));
      return [200, jornadas];
    },
    [`DELETE ${RUTA}/:desde`]: (pedido) => {
      jornadas = jornadas.filter((j) => j.desde !== desdeDe(pedido));
      return [204];
    },
  });
  const escrituras = () => pedidos.filter((p) => p.method !== 'get').map((p) => ({ ruta: `${p.method!.toUpperCase()} ${p.url}`, cuerpo: p.data ? JSON.parse(p.data as string) : undefined }));
  return { escrituras };
}

const dialogo = () => screen.findByRole('dialog', { name: 'Jornada de Ana García' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 10)); // Wednesday 18/11/2026
});
afterEach(() => vi.useRealTimers());

describe("'Jornada' of a user", { timeout: 120_000 }, () => {
  it('without a jornada of their own, says the default applies and starts from it; saving sends the seven days from the chosen date', async () => {
    const api = apiDeJornadas([]);
    const { usuario } = renderizar(<ModalJornadaUsuario usuario={ana} onCerrar={vi.fn()} />);
    const modal = await dialogo();
    expect(await within(modal).findByText('No tiene jornada propia: se aplica la jornada por defecto.')).toBeInTheDocument();
    expect(within(modal).getByLabelText('Lunes')).toHaveValue('8.00');
    expect(within(modal).getByLabelText('Domingo')).toHaveValue('0.00');

    for (const dia of ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes']) escribir(within(modal).getByLabelText(dia), '4');
    escribir(within(modal).getByLabelText('Sábado'), '2,5');
    await escribirFecha(usuario, within(modal).getByLabelText('Vigente desde'), '01/11/2026');
    await usuario.click(within(modal).getByRole('button', { name: 'Guardar jornada' }));

    expect(await screen.findByText('Jornada guardada')).toBeInTheDocument();
    expect(api.escrituras()).toEqual([{ ruta: `PUT ${RUTA}/2026-11-01`, cuerpo: { horasPorDia: [4, 4, 4, 4, 4, 2.5, 0] } }]);
    const lista = within(modal).getByRole('region', { name: 'Jornadas' });
    expect(filas(lista)).toEqual([expect.stringMatching(/^01\/11\/20264\.00.*2\.500\.0022\.50Vigente/)]);
    expect(within(modal).queryByText('No tiene jornada propia: se aplica la jornada por defecto.')).not.toBeInTheDocument();
  });

  it('refuses a day outside 0 to 24 with the rule book’s message, and sends nothing', async () => {
    const api = apiDeJornadas([]);
    const { usuario } = renderizar(<ModalJornadaUsuario usuario={ana} onCerrar={vi.fn()} />);
    const modal = await dialogo();
    await within(modal).findByText('No tiene jornada propia: se aplica la jornada por defecto.');
    escribir(within(modal).getByLabelText('Martes'), '');
    await usuario.click(within(modal).getByRole('button', { name: 'Guardar jornada' }));
    expect(await within(modal).findByText('Cada día de la jornada debe tener entre 0 y 24 horas, con dos decimales como máximo.')).toBeInTheDocument();
    expect(api.escrituras()).toEqual([]);
  });

  it('lists the past jornadas, newest first with the one in force, and deletes one after a confirmation', async () => {
    const api = apiDeJornadas([{ desde: '2026-01-05', horasPorDia: [6, 6, 6, 6, 6, 0, 0] }, { desde: '2026-10-01', horasPorDia: [4, 4, 4, 4, 4, 0, 0] }]);
    const { usuario } = renderizar(<ModalJornadaUsuario usuario={ana} onCerrar={vi.fn()} />);
    const modal = await dialogo();
    const lista = await within(modal).findByRole('region', { name: 'Jornadas' });
    expect(filas(lista)).toEqual([expect.stringMatching(/^01\/10\/2026.*20\.00Vigente/), expect.stringMatching(/^05\/01\/2026.*30\.00Anterior/)]);
    // The form starts from the jornada in force.
    expect(within(modal).getByLabelText('Lunes')).toHaveValue('4.00');

    await usuario.click(within(lista).getByRole('button', { name: 'Eliminar jornada desde 01/10/2026' }));
    expect(await screen.findByText('¿Eliminar la jornada vigente desde el 01/10/2026?')).toBeInTheDocument();
    await usuario.click(within(screen.getByRole('tooltip')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Jornada eliminada')).toBeInTheDocument();
    expect(api.escrituras()).toEqual([{ ruta: `DELETE ${RUTA}/2026-10-01`, cuerpo: undefined }]);
    await waitFor(() => expect(filas(lista)).toEqual([expect.stringMatching(/^05\/01\/2026.*Vigente/)]));
  });
});
