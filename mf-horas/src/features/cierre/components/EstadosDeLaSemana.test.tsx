import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cierre } from '@horas/shared';
import {
  clientesDePrueba as clientes, miCierreFalso, renderizar, saldoFalso, servidorFalso, sesionDePrueba as sesion, tareasDefaultDePrueba as tareasDefault,
  unaTransicion, unCierre,
} from '@horas/shared/testing';
import { PaginaHoras } from '../../../Screen';

/** The API of /home: an empty week, its saldo, and the user's months, whose state the owner's transitions change. */
function apiDeCierres(porMes: Record<string, Partial<Cierre>> = {}) {
  const meses = { ...porMes };
  const transicion = (estado: Cierre['estado']) => (pedido: InternalAxiosRequestConfig): [number, Cierre] => {
    const mes = pedido.url!.split('/')[4];
    meses[mes] = { ...meses[mes], estado, version: (meses[mes]?.version ?? 0) + 1 };
    return [200, unCierre({ mes, ...meses[mes] })];
  };
  const pedidos = servidorFalso({
    'GET /horas/saldo': saldoFalso(),
    'GET /horas/horasusuario/7': [200, { horasUsuario: [] }],
    'GET /horas/cronometro': [200, { cronometro: null }],
    'GET /ausencias': [200, { ausencias: [] }],
    'GET /horas/cierres/me': (pedido) => miCierreFalso(meses)(pedido),
    'POST /horas/cierres/7/:mes/enviar': transicion('enviado'),
    'POST /horas/cierres/7/:mes/retirar': transicion('abierto'),
  });
  return { escrituras: () => pedidos.filter((p) => p.method === 'post').map((p) => p.url) };
}

const pagina = () => <PaginaHoras sesion={sesion} horasHabilitadas={false} clientes={clientes} tareasDefault={tareasDefault} />;
// Its line is there at once (aria-busy) and holds the month's state once it arrives.
const estado = (mes: string) => screen.findByRole('group', { name: `Estado de ${mes}`, busy: false });
const agregarHora = (dia: string) => within(screen.getByRole('region', { name: dia })).getByRole('button', { name: 'Agregar hora' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 10)); // Wednesday 18/11/2026
});
afterEach(() => vi.useRealTimers());

describe('the state of the week’s month', { timeout: 180_000 }, () => {
  it("'Enviar mes' confirms with the month's hours, target and days without hours, sends it and locks its days; 'Retirar envío' opens them again", async () => {
    const api = apiDeCierres();
    const { usuario } = renderizar(pagina());
    const noviembre = await estado('Noviembre 2026');
    expect(within(noviembre).getByText('Noviembre 2026 · Abierto')).toBeInTheDocument();
    expect(agregarHora('Lunes 16/11/2026')).toBeEnabled();

    await usuario.click(within(noviembre).getByRole('button', { name: 'Enviar mes' }));
    const confirmacion = await screen.findByRole('dialog', { name: '¿Enviar Noviembre 2026 para aprobación?' });
    expect(confirmacion).toHaveTextContent('Horas cargadas120.00 hs');
    expect(confirmacion).toHaveTextContent('Objetivo160.00 hs');
    expect(confirmacion).toHaveTextContent('Diferencia-40.00 hs');
    expect(confirmacion).toHaveTextContent('Días sin horas5: 02/11/2026, 03/11/2026, 04/11/2026, 05/11/2026, 06/11/2026');
    expect(api.escrituras()).toEqual([]);
    await usuario.click(within(confirmacion).getByRole('button', { name: 'Enviar' }));

    expect(await within(noviembre).findByText('Noviembre 2026 · Enviado')).toBeInTheDocument();
    expect(api.escrituras()).toEqual(['/horas/cierres/7/2026-11/enviar']);
    await waitFor(() => expect(agregarHora('Lunes 16/11/2026')).toBeDisabled());
    expect(agregarHora('Lunes 16/11/2026').closest('[role="group"]')).toHaveAccessibleDescription('Mes enviado para aprobación');
    expect(within(noviembre).queryByRole('button', { name: 'Enviar mes' })).not.toBeInTheDocument();

    await usuario.click(within(noviembre).getByRole('button', { name: 'Retirar envío' }));
    expect(await within(noviembre).findByText('Noviembre 2026 · Abierto')).toBeInTheDocument();
    expect(api.escrituras()).toEqual(['/horas/cierres/7/2026-11/enviar', '/horas/cierres/7/2026-11/retirar']);
    await waitFor(() => expect(agregarHora('Lunes 16/11/2026')).toBeEnabled());
  });

  it("shows a rejection's comment, and 'Enviar mes' again; an approved month offers nothing and says why its days are locked", async () => {
    localStorage.setItem('semanaActual', '2026-10-26');
    apiDeCierres({
      '2026-10': { estado: 'aprobado', historial: [unaTransicion('enviado'), unaTransicion('aprobado')] },
      '2026-11': { estado: 'rechazado', comentario: 'Falta el lunes 2.', historial: [unaTransicion('enviado'), unaTransicion('rechazado', { comentario: 'Falta el lunes 2.' })] },
    });
    renderizar(pagina());
    const octubre = await estado('Octubre 2026');
    const noviembre = await estado('Noviembre 2026');
    expect(within(octubre).getByText('Octubre 2026 · Aprobado')).toBeInTheDocument();
    expect(within(octubre).queryByRole('button')).not.toBeInTheDocument();
    expect(within(noviembre).getByText('Noviembre 2026 · Rechazado')).toBeInTheDocument();
    expect(within(noviembre).getByText('Comentario: Falta el lunes 2.')).toBeInTheDocument();
    expect(within(noviembre).getByRole('button', { name: 'Enviar mes' })).toBeInTheDocument();

    // The week of 26/10 to 01/11 straddles both: only October's days are locked.
    await waitFor(() => expect(agregarHora('Viernes 30/10/2026')).toBeDisabled());
    expect(agregarHora('Lunes 26/10/2026').closest('[role="group"]')).toHaveAccessibleDescription('Mes aprobado');
    expect(agregarHora('Domingo 01/11/2026')).toBeEnabled();
  });

  it('a week straddling two months: one line per month, only the current one may be sent, the sent month’s days alone locked', async () => {
    vi.setSystemTime(new Date(2026, 11, 2, 10)); // Wednesday 02/12/2026: the week of 30/11 to 06/12
    apiDeCierres({ '2026-11': { estado: 'enviado' } });
    renderizar(pagina());
    const noviembre = await estado('Noviembre 2026');
    const diciembre = await estado('Diciembre 2026');
    expect(within(noviembre).getByText('Noviembre 2026 · Enviado')).toBeInTheDocument();
    expect(within(noviembre).getByRole('button', { name: 'Retirar envío' })).toBeInTheDocument();
    expect(within(diciembre).getByText('Diciembre 2026 · Abierto')).toBeInTheDocument();
    expect(within(diciembre).getByRole('button', { name: 'Enviar mes' })).toBeInTheDocument();
    await waitFor(() => expect(agregarHora('Lunes 30/11/2026')).toBeDisabled());
    expect(agregarHora('Martes 01/12/2026')).toBeEnabled();
  });

  it('a later month cannot be sent yet', async () => {
    localStorage.setItem('semanaActual', '2026-11-30');
    apiDeCierres();
    renderizar(pagina());
    expect(within(await estado('Noviembre 2026')).getByRole('button', { name: 'Enviar mes' })).toBeInTheDocument();
    const diciembre = await estado('Diciembre 2026');
    expect(within(diciembre).getByText('Diciembre 2026 · Abierto')).toBeInTheDocument();
    expect(within(diciembre).queryByRole('button', { name: 'Enviar mes' })).not.toBeInTheDocument();
  });

  it('a rejected month is open to its owner even outside the editing window; the open month beside it is not', async () => {
    localStorage.setItem('semanaActual', '2026-07-27');
    apiDeCierres({ '2026-08': { estado: 'rechazado', comentario: 'Revisar.' } });
    renderizar(pagina());
    expect(await screen.findByText('Agosto 2026 · Rechazado')).toBeInTheDocument();
    await waitFor(() => expect(agregarHora('Sábado 01/08/2026')).toBeEnabled());
    expect(agregarHora('Viernes 31/07/2026')).toBeDisabled();
    expect(agregarHora('Viernes 31/07/2026').closest('[role="group"]')).toHaveAccessibleDescription(
      'Fuera del período de carga: se pueden cargar horas del 01/09/2026 al 30/11/2026.',
    );
  });

  it("says when a month's state cannot be loaded, and 'Reintentar' asks again; meanwhile the window alone locks days", async () => {
    let falla = true;
    servidorFalso({
      'GET /horas/saldo': saldoFalso(),
      'GET /horas/horasusuario/7': [200, { horasUsuario: [] }],
      'GET /horas/cronometro': [200, { cronometro: null }],
      'GET /ausencias': [200, { ausencias: [] }],
      'GET /horas/cierres/me': (pedido) => (falla ? [500, { mensaje: 'Error interno' }] : miCierreFalso({ '2026-11': { estado: 'enviado' } })(pedido)),
    });
    const { usuario } = renderizar(pagina());
    const aviso = await screen.findByRole('alert');
    expect(aviso).toHaveTextContent('No se pudo cargar el estado de Noviembre 2026.');
    expect(agregarHora('Lunes 16/11/2026')).toBeEnabled();

    falla = false;
    await usuario.click(within(aviso).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Noviembre 2026 · Enviado')).toBeInTheDocument();
    await waitFor(() => expect(agregarHora('Lunes 16/11/2026')).toBeDisabled());
  });
});
