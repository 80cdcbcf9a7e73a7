import type { Hora, MisHorasRespuesta } from '@horas/shared';

let siguienteId = 1;

export function unaHora(parcial: Partial<Hora> = {}): Hora {
  const id = siguienteId++;
  return {
    id,
    clienteId: 1,
    servicioId: 1,
    tareaId: 1,
    horas: 1,
    descripcion: `Registro ${id}`,
    usuarioId: 2,
    fechaCarga: '03/03/2026',
    senorityhora: 'Senior',
    cliente: { id: 1, nombre: 'Acme' },
    usuario: { id: 2, nombre: 'Ana', apellidos: 'García', areas: [] },
    servicio: { nombre: 'Consultoría' },
    tarea: { nombre: 'Análisis' },
    ...parcial,
  };
}

export function unaRespuesta(horas: Hora[], parcial: Partial<MisHorasRespuesta['filtrosActivos']> = {}): MisHorasRespuesta {
  return {
    horas,
    totalHoras: horas.reduce((t, h) => t + h.horas, 0),
    clienteId: parcial.clienteId ?? null,
    periodo: 'Todas las fechas',
    filtrosActivos: { clienteId: null, fecha: null, fechaInicio: null, fechaFin: null, mes: null, año: null, totalDias: 1, ...parcial },
  };
}
