import { claves, getJornadaDefecto, getJornadasUsuario, mensajeDeError } from '@horas/shared';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';

/** A user's own jornadas, ascending; `[]`: the default applies. */
export const useJornadasUsuario = (usuarioId: number | null) =>
  useQuery({ queryKey: claves.jornadasUsuario(usuarioId ?? 0), queryFn: usuarioId === null ? skipToken : () => getJornadasUsuario(usuarioId) });

/** The company's default jornadas, ascending. */
export const useJornadaDefecto = () => useQuery({ queryKey: claves.jornadaDefecto, queryFn: getJornadaDefecto });

/**
 * After a jornada or a holiday changed: the lists under `jornadas`, and every saldo under `horas`
 * (targets and 'Sin horas' marks follow them), in any remote of the page. Resolves once what is
 * on screen has been fetched again.
 */
export function useRefrescarJornadas() {
  const consultas = useQueryClient();
  return async () => {
    await Promise.all([claves.jornadas, claves.horas].map((queryKey) => consultas.invalidateQueries({ queryKey })));
  };
}

/** Runs a deletion from a list: a refusal is said with the server's `mensaje`; done, the lists and saldos follow and it is said. */
export function useEliminacion() {
  const { message } = App.useApp();
  const refrescar = useRefrescarJornadas();
  return async (eliminar: () => Promise<void>, textos: { exito: string; error: string }) => {
    try {
      await eliminar();
    } catch (error) {
      void message.error(mensajeDeError(error) ?? textos.error);
      return;
    }
    await refrescar();
    void message.success(textos.exito);
  };
}
