import { hashKey, useQueryClient } from '@tanstack/react-query';
import { aIso, claves, inicioSemana, parseFecha, type Hora } from '@horas/shared';
import { conHora, sinHora } from '../utils/horasPorDia';

/**
 * After a write the server accepted: its week shows it at once, from the server's answer (no
 * refetch), and everything else computed from hours (Mis Horas' searches, in any remote) is marked
 * old and refetched where shown.
 */
export function useCambiosDeHoras() {
  const consultas = useQueryClient();
  const cambiar = (hora: Hora, cambio: (horas: Hora[]) => Hora[]) => {
    const fecha = parseFecha(hora.fechaCarga);
    const semana = fecha && claves.semana(hora.usuarioId, aIso(inicioSemana(fecha)));
    // Only a week already in the cache is patched; any other is fetched when opened.
    if (semana) consultas.setQueryData<Hora[]>(semana, (antes) => antes && cambio(antes));
    const suSemana = semana && hashKey(semana);
    void consultas.invalidateQueries({ queryKey: claves.horas, predicate: (consulta) => consulta.queryHash !== suSemana });
  };
  return {
    guardada: (hora: Hora) => cambiar(hora, (horas) => conHora(horas, hora)),
    eliminada: (hora: Hora) => cambiar(hora, (horas) => sinHora(horas, hora.id)),
  };
}
