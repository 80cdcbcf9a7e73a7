import { App } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { claves, getFilasTabla, guardarFilasTabla, mensajeDeError } from '@horas/shared';
import { claveDeFila, type FilaGuardada } from '../utils/filas';

const ERROR_GUARDAR = 'No se pudieron guardar las filas de la tabla.';
const ERROR_LEER = 'No se pudieron leer las filas de la tabla.';

/** What PUT /horas/tabla/{lunes} takes of a row: no names. */
const aCuerpo = ({ clienteId, servicioId, tareaId, descripcion }: FilaGuardada) => ({ clienteId, servicioId, tareaId, descripcion });

/**
 * The rows kept for one week's grid, on the server, so they follow the person to any browser. A
 * change shows at once and sends the whole list; the changes go one after another (one mutation
 * scope), so the last one wins. A refusal says why and reads the list again.
 */
export function useFilasDeTabla(usuarioId: number, lunesIso: string) {
  const { message } = App.useApp();
  const consultas = useQueryClient();
  const clave = claves.filasTabla(usuarioId, lunesIso);
  const consulta = useQuery({ queryKey: clave, queryFn: () => getFilasTabla(lunesIso) });

  const guardar = useMutation({
    scope: { id: `filas-tabla-${usuarioId}` },
    mutationFn: ({ lunes, filas }: { lunes: string; filas: FilaGuardada[] }) => guardarFilasTabla(lunes, filas.map(aCuerpo)),
    onError: (error, { lunes }) => {
      void message.error(mensajeDeError(error) ?? ERROR_GUARDAR);
      void consultas.invalidateQueries({ queryKey: claves.filasTabla(usuarioId, lunes) });
    },
  });

  /** Changes the list as it is on the server (read first if this screen has not got it yet); false when it could not be read. */
  const cambiar = async (cambio: (filas: FilaGuardada[]) => FilaGuardada[]): Promise<boolean> => {
    let actuales: FilaGuardada[];
    try {
      actuales = await consultas.ensureQueryData({ queryKey: clave, queryFn: () => getFilasTabla(lunesIso) });
    } catch (error) {
      void message.error(mensajeDeError(error) ?? ERROR_LEER);
      return false;
    }
    // A read on its way would bring back the list before this change.
    await consultas.cancelQueries({ queryKey: clave });
    const nuevas = cambio(actuales);
    consultas.setQueryData(clave, nuevas);
    if (nuevas !== actuales) guardar.mutate({ lunes: lunesIso, filas: nuevas });
    return true;
  };

  return {
    filas: consulta.data ?? [],
    /** Adds the rows not on the grid yet (`presentes`: the keys it shows); says how many were added (null: none could be, it said why). */
    agregar: async (filas: FilaGuardada[], presentes: Set<string>): Promise<number | null> => {
      const nuevas = [...new Map(filas.map((fila) => [claveDeFila(fila), fila])).values()].filter((fila) => !presentes.has(claveDeFila(fila)));
      if (!nuevas.length) return 0;
      const agregadas = await cambiar((actuales) => [...actuales, ...nuevas.filter((fila) => !actuales.some((a) => claveDeFila(a) === claveDeFila(fila)))]);
      return agregadas ? nuevas.length : null;
    },
    quitar: (claveFila: string) => void cambiar((actuales) => actuales.filter((fila) => claveDeFila(fila) !== claveFila)),
  };
}
