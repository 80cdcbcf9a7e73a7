import { compararEnEspanol, sumarHoras, type Hora } from '@horas/shared';
import { SIN_CLIENTE } from './registro';

export interface ResumenCliente {
  clave: string;
  cliente: string;
  horas: number;
  /** Share of the total, 0–100, unrounded: rounding is for display only. */
  porcentaje: number;
}

/** Hours summed per client (entries without one grouped as 'Sin cliente'), most hours first. */
export function resumirPorCliente(horas: Hora[]): ResumenCliente[] {
  const grupos = new Map<string, { cliente: string; horas: number[] }>();
  for (const hora of horas) {
    // Grouped by id, not name: two clients may share a name.
    const clave = hora.cliente ? `c${hora.cliente.id}` : 'sin-cliente';
    const grupo = grupos.get(clave) ?? { cliente: hora.cliente?.nombre ?? SIN_CLIENTE, horas: [] };
    grupo.horas.push(hora.horas);
    grupos.set(clave, grupo);
  }
  const filas = [...grupos].map(([clave, g]) => ({ clave, cliente: g.cliente, horas: sumarHoras(g.horas) }));
  const total = sumarHoras(filas.map((f) => f.horas));
  return filas
    .map((f) => ({ ...f, porcentaje: total > 0 ? (f.horas / total) * 100 : 0 }))
    .sort((a, b) => b.horas - a.horas || compararEnEspanol(a.cliente, b.cliente));
}
