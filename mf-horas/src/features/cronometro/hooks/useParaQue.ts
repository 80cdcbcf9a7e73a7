import { claves, getServiciosDeCliente, getTareasDeServicio, type Cliente, type Cronometro, type Tarea } from '@horas/shared';
import { useListaRemota } from '../../formulario-hora/hooks/useListaRemota';

const SIN_ESPECIFICAR = 'Sin especificar para qué';

const nombreEn = (lista: { id: number; nombre: string }[], id: number | null) => lista.find((item) => item.id === id)?.nombre;

/**
 * What the timer is for, as one line ('Acme · Desarrollo · Programación · Informe'): the names come
 * from the lists the hour form reads (the same cached queries), a name still unknown is left out.
 */
export function useParaQue({ clienteId, servicioId, tareaId, descripcion }: Cronometro, clientes: Cliente[], tareasDefault: Tarea[]): string {
  const servicios = useListaRemota(clienteId, claves.serviciosDeCliente, getServiciosDeCliente);
  const tareas = useListaRemota(servicioId, claves.tareasDeServicio, getTareasDeServicio);
  const partes = [
    nombreEn(clientes, clienteId),
    nombreEn(servicios.lista, servicioId),
    nombreEn(servicioId ? tareas.lista : tareasDefault, tareaId),
    descripcion,
  ].filter(Boolean);
  return partes.length ? partes.join(' · ') : SIN_ESPECIFICAR;
}
