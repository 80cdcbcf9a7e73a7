import type { InternalAxiosRequestConfig } from 'axios';
import type { DestinatarioRecordatorio, DiaSaldo, Saldo, SaldoQuery, SaldoUsuario } from '../src/contracts';
import { sumarDias, totalesDeSaldo } from '../src/contracts';

/** A working week of 8 h, Monday first, as the company's default. */
export const JORNADA_COMPLETA = [8, 8, 8, 8, 8, 0, 0];

export interface OpcionesSaldo {
  /** Hours per day, Monday first (default: JORNADA_COMPLETA). */
  jornada?: number[];
  /** Holidays by `YYYY-MM-DD`: their target is 0. */
  feriados?: Record<string, string>;
  /** Hours logged by `YYYY-MM-DD`. */
  cargadas?: Record<string, number>;
  /** Today, `YYYY-MM-DD` (default: the clock's, faked or not). */
  hoy?: string;
}

const diaDeLaSemana = (fecha: string) => (new Date(`${fecha}T00:00:00Z`).getUTCDay() + 6) % 7;
const hoyIso = () => {
  const ahora = new Date();
  return new Date(Date.UTC(ahora.getFullYear(), ahora.getMonth(), ahora.getDate())).toISOString().slice(0, 10);
};

/** GET /horas/saldo's answer for a range, computed as the server does: per day, then the totals. */
export function unSaldo({ usuarioId = 7, fechaDesde, fechaHasta }: { usuarioId?: number; fechaDesde: string; fechaHasta: string }, opciones: OpcionesSaldo = {}): Saldo {
  const { jornada = JORNADA_COMPLETA, feriados = {}, cargadas = {}, hoy = hoyIso() } = opciones;
  const dias: DiaSaldo[] = [];
  for (let fecha = fechaDesde; fecha <= fechaHasta; fecha = sumarDias(fecha, 1)) {
    const feriado = feriados[fecha] ?? null;
    dias.push({ fecha, objetivo: feriado ? 0 : jornada[diaDeLaSemana(fecha)], cargadas: cargadas[fecha] ?? 0, feriado, ausencia: null });
  }
  return { usuarioId, fechaDesde, fechaHasta, ...totalesDeSaldo(dias, hoy), dias };
}

/** The fake server's route for GET /horas/saldo: each request answered for the range it asks. */
export const saldoFalso = (opciones: OpcionesSaldo = {}) => (pedido: InternalAxiosRequestConfig): [number, Saldo] => {
  const { usuarioId, fechaDesde, fechaHasta } = pedido.params as SaldoQuery;
  return [200, unSaldo({ usuarioId: Number(usuarioId), fechaDesde, fechaHasta }, opciones)];
};

/** A row of GET /horas/saldos. */
export const unaFilaDeSaldo = (cambios: Partial<SaldoUsuario> = {}): SaldoUsuario => ({
  usuarioId: 3,
  nombre: 'Luis',
  apellidos: 'Pérez',
  email: 'luis.perez@horas.local',
  areas: [],
  activo: true,
  objetivo: 40,
  cargadas: 32,
  diferencia: -8,
  diasSinHoras: ['2026-11-13'],
  ...cambios,
});

/** One recipient of POST /recordatorios/ejecutar. */
export const unDestinatario = (cambios: Partial<DestinatarioRecordatorio> = {}): DestinatarioRecordatorio => ({
  usuarioId: 3,
  email: 'luis.perez@horas.local',
  diasSinHoras: ['2026-11-13'],
  enviado: false,
  ...cambios,
});
