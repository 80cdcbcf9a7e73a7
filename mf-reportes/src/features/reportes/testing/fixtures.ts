import type { Hora } from '@horas/shared';
import { AxiosError, AxiosHeaders } from 'axios';

export function horaDePrueba(cambios: Partial<Hora> = {}): Hora {
  return {
    id: 1,
    clienteId: 10,
    servicioId: 20,
    tareaId: 30,
    horas: 2.5,
    descripcion: 'Revisión de contratos',
    usuarioId: 7,
    fechaCarga: '03/11/2026',
    senorityhora: 'Senior',
    cliente: { id: 10, nombre: 'Acme' },
    usuario: { id: 7, nombre: 'Ana', apellidos: 'García López', areas: [{ id: 1, nombre: 'Legal' }, { id: 2, nombre: 'Finanzas' }] },
    servicio: { nombre: 'Asesoría' },
    tarea: { nombre: 'Reunión' },
    ...cambios,
  };
}

/** An axios failure as the API client rejects it; without `estado`, a request that got no answer. */
export function errorHttp(estado?: number, data?: unknown): AxiosError {
  const error = new AxiosError('Request failed', estado ? 'ERR_BAD_RESPONSE' : 'ERR_NETWORK');
  if (estado) error.response = { status: estado, statusText: '', data, headers: {}, config: { headers: new AxiosHeaders() } };
  return error;
}
