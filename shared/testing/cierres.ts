import type { InternalAxiosRequestConfig } from 'axios';
import type { Cierre, CierreDetalle, CierreFila, EstadoCierre, TransicionCierre } from '../src/contracts';

/** Month closings shaped as the API answers them (GET /horas/cierres…). */

export const unaTransicion = (estado: EstadoCierre, cambios: Partial<TransicionCierre> = {}): TransicionCierre => ({
  estado,
  actor: { id: 7, nombre: 'Ana', apellidos: 'García' },
  en: '2026-11-02T12:00:00.000Z',
  comentario: null,
  ...cambios,
});

/** The signed-in user's month: open, nothing sent, November 2026 short of 40 h over 5 days. */
export const unCierre = (cambios: Partial<Cierre> = {}): Cierre => ({
  usuarioId: 7,
  mes: '2026-11',
  estado: 'abierto',
  cargadas: 120,
  objetivo: 160,
  diferencia: -40,
  diasSinHoras: ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06'],
  version: 0,
  comentario: null,
  historial: [],
  ...cambios,
});

/** One row of an approver's list: a person's month, sent and complete unless told otherwise. */
export const unaFilaDeCierre = (cambios: Partial<CierreFila> = {}): CierreFila => ({
  usuarioId: 3,
  mes: '2026-10',
  estado: 'enviado',
  cargadas: 168,
  objetivo: 168,
  diferencia: 0,
  diasSinHoras: [],
  version: 1,
  comentario: null,
  nombre: 'Luis',
  apellidos: 'Pérez',
  areas: [{ id: 1, nombre: 'Desarrollo' }],
  ...cambios,
});

/** What 'Ver mes' reviews: the month, its days and its entries. */
export const unCierreDetalle = (cambios: Partial<CierreDetalle> = {}): CierreDetalle => ({
  ...unCierre({ usuarioId: 3, mes: '2026-10', estado: 'enviado', version: 1 }),
  dias: [],
  horas: [],
  ...cambios,
});

/**
 * The fake server's route for GET /horas/cierres/me: each month asked for answered from `porMes`
 * (by `YYYY-MM`), and any other as open with nothing sent.
 */
export const miCierreFalso = (porMes: Record<string, Partial<Cierre>> = {}) => (pedido: InternalAxiosRequestConfig): [number, Cierre] => {
  const { mes } = pedido.params as { mes: string };
  return [200, unCierre({ mes, ...porMes[mes] })];
};
