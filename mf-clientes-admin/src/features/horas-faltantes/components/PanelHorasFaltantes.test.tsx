import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENSAJE_SMTP_NO_CONFIGURADO, type SaldoUsuario } from '@horas/shared';
import {
  AREAS, elegirOpcion, escribirFecha, filasDeTabla as filas, renderizar, servidorFalso, unaFilaDeSaldo, unDestinatario, type Rutas,
} from '@horas/shared/testing';
import { PanelHorasFaltantes } from './PanelHorasFaltantes';

// The API's order: most missing first.
const SALDOS: SaldoUsuario[] = [
  unaFilaDeSaldo({ usuarioId: 3, nombre: 'Luis', apellidos: 'Pérez', objetivo: 20, cargadas: 4, diferencia: -16, diasSinHoras: ['2026-11-10', '2026-11-12'] }),
  unaFilaDeSaldo({ usuarioId: 4, nombre: 'Raúl', apellidos: 'Núñez', activo: false, objetivo: 40, cargadas: 32, diferencia: -8, diasSinHoras: ['2026-11-13'] }),
  unaFilaDeSaldo({ usuarioId: 2, nombre: 'Ana', apellidos: 'García', objetivo: 40, cargadas: 42, diferencia: 2, diasSinHoras: [] }),
];
const DESTINATARIOS = [
  unDestinatario({ usuarioId: 3, email: 'luis.perez@horas.local', diasSinHoras: ['2026-11-12', '2026-11-17'] }),
  unDestinatario({ usuarioId: 4, email: 'raul.nunez@horas.local', diasSinHoras: ['2026-11-13'] }),
];
const simular = (pedido: { data?: unknown }) => (JSON.parse(pedido.data as string) as { simular: boolean }).simular;

function api(recordatorios: Rutas[string]) {
  return servidorFalso({
    'GET /horas/saldos': [200, SALDOS],
    'GET /horas/areas': [200, AREAS],
    'POST /recordatorios/ejecutar': recordatorios,
  });
}

const tabla = () => screen.getByRole('region', { name: 'Horas faltantes por persona' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 10)); // Wednesday 18/11/2026: last week is 09/11 to 15/11
});
afterEach(() => vi.useRealTimers());

describe("'Horas faltantes'", { timeout: 120_000 }, () => {
  it("opens on last week, Monday to Sunday, for every area, lists people in the API's order, and follows the range and area", async () => {
    const pedidos = api([200, { destinatarios: [] }]);
    const { usuario } = renderizar(<PanelHorasFaltantes />);
    await waitFor(() => expect(filas(tabla())).toEqual([
      'Luis Pérez20.004.00-16.0010/11/2026, 12/11/2026',
      'Raúl Núñez (Inactivo)40.0032.00-8.0013/11/2026',
      'Ana García40.0042.00+2.00',
    ]));
    const consultas = () => pedidos.filter((p) => p.url === '/horas/saldos').map((p) => p.params as object);
    expect(consultas()).toEqual([{ fechaDesde: '2026-11-09', fechaHasta: '2026-11-15' }]);
    expect(screen.getByLabelText('Desde')).toHaveValue('09/11/2026');
    expect(screen.getByLabelText('Hasta')).toHaveValue('15/11/2026');

    await escribirFecha(usuario, screen.getByLabelText('Desde'), '01/11/2026');
    await waitFor(() => expect(consultas().at(-1)).toEqual({ fechaDesde: '2026-11-01', fechaHasta: '2026-11-15' }));
    await elegirOpcion(usuario, 'Área', 'Diseño');
    await waitFor(() => expect(consultas().at(-1)).toEqual({ fechaDesde: '2026-11-01', fechaHasta: '2026-11-15', areaId: AREAS.find((a) => a.nombre === 'Diseño')!.id }));
  });

  it("'Enviar recordatorios' first shows who would get one and for which days, then sends and says who got it", async () => {
    const pedidos = api((pedido) => [200, { destinatarios: DESTINATARIOS.map((d) => ({ ...d, enviado: !simular(pedido) && d.usuarioId === 3 })) }]);
    const { usuario } = renderizar(<PanelHorasFaltantes />);
    await usuario.click(screen.getByRole('button', { name: 'Enviar recordatorios' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Enviar recordatorios' });
    const destinatarios = within(dialogo).getByRole('region', { name: 'Destinatarios' });
    expect(filas(destinatarios)).toEqual(['luis.perez@horas.local12/11/2026, 17/11/2026', 'raul.nunez@horas.local13/11/2026']);
    const envios = () => pedidos.filter((p) => p.url === '/recordatorios/ejecutar').map((p) => JSON.parse(p.data as string) as object);
    expect(envios()).toEqual([{ simular: true }]);

    await usuario.click(within(dialogo).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialogo).findByText('Enviados: 1 de 2.')).toBeInTheDocument();
    expect(filas(destinatarios)).toEqual(['luis.perez@horas.local12/11/2026, 17/11/2026Enviado', 'raul.nunez@horas.local13/11/2026No enviado']);
    expect(envios()).toEqual([{ simular: true }, { simular: false }]);
    await usuario.click(within(dialogo).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('without e-mail configured, says so and still lists who would get a reminder', async () => {
    api((pedido) => (simular(pedido) ? [200, { destinatarios: DESTINATARIOS }] : [409, { mensaje: MENSAJE_SMTP_NO_CONFIGURADO }]));
    const { usuario } = renderizar(<PanelHorasFaltantes />);
    await usuario.click(screen.getByRole('button', { name: 'Enviar recordatorios' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Enviar recordatorios' });
    await usuario.click(within(dialogo).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialogo).findByRole('alert')).toHaveTextContent('El envío de correos no está configurado (SMTP_URL).');
    expect(filas(within(dialogo).getByRole('region', { name: 'Destinatarios' }))).toEqual(['luis.perez@horas.local12/11/2026, 17/11/2026', 'raul.nunez@horas.local13/11/2026']);
  });

  it('with nobody to remind, says so and offers nothing to send', async () => {
    api([200, { destinatarios: [] }]);
    const { usuario } = renderizar(<PanelHorasFaltantes />);
    await usuario.click(screen.getByRole('button', { name: 'Enviar recordatorios' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Enviar recordatorios' });
    expect(within(dialogo).getByText('Nadie tiene días sin horas para recordar.')).toBeInTheDocument();
    expect(within(dialogo).queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
  });
});
