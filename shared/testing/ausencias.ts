import type { Ausencia, CalendarioAusencias, SaldoAusencias, TipoAusencia } from '../src/contracts';

/** Absences shaped as the API answers them (GET /ausencias…). */

/** The four types every database starts with, by name as the API lists them. */
export const TIPOS_AUSENCIA: TipoAusencia[] = [
  { id: 2, nombre: 'Enfermedad', requiereAprobacion: false, descuentaSaldo: false, permiteMedioDia: false, activo: true },
  { id: 3, nombre: 'Licencia', requiereAprobacion: true, descuentaSaldo: false, permiteMedioDia: false, activo: true },
  { id: 4, nombre: 'Trámite personal', requiereAprobacion: true, descuentaSaldo: false, permiteMedioDia: true, activo: true },
  { id: 1, nombre: 'Vacaciones', requiereAprobacion: true, descuentaSaldo: true, permiteMedioDia: true, activo: true },
];

let siguienteId = 500;

/** Luis's pending vacation of three working days in December 2026 unless told. */
export const unaAusencia = (cambios: Partial<Ausencia> = {}): Ausencia => ({
  id: siguienteId++,
  usuario: { id: 3, nombre: 'Luis', apellidos: 'Pérez' },
  tipo: { id: 1, nombre: 'Vacaciones' },
  desde: '2026-12-02',
  hasta: '2026-12-04',
  medioDia: false,
  dias: 3,
  estado: 'pendiente',
  comentario: null,
  motivo: null,
  decididaPor: null,
  decididaEn: null,
  creadaEn: '2026-11-20T10:00:00.000Z',
  ...cambios,
});

/** The balance of the example: 14 assigned, 5 used, 2 pending, 7 left in 2026. */
export const unSaldoAusencias = (cambios: Partial<SaldoAusencias> = {}): SaldoAusencias => ({
  usuarioId: 3, año: 2026, asignados: 14, usados: 5, pendientes: 2, disponibles: 7, ...cambios,
});

type PersonaDelCalendario = CalendarioAusencias['personas'][number];

/** A person of the team calendar, in Desarrollo, with these absences. */
export const unaPersonaDelCalendario = (
  usuario: PersonaDelCalendario['usuario'],
  ausencias: Partial<PersonaDelCalendario['ausencias'][number]>[] = [],
): PersonaDelCalendario => ({
  usuario,
  areas: [{ id: 1, nombre: 'Desarrollo' }],
  ausencias: ausencias.map((a) => ({ id: siguienteId++, desde: '2026-11-16', hasta: '2026-11-16', medioDia: false, estado: 'aprobada', tipo: null, ...a })),
});
