import { useEffect, useRef, useState } from 'react';
import type { Hora } from '@horas/shared';
import { claveDeFila, conservar, type FilaGuardada, type SemanaGuardada } from '../utils/filas';
import { guardarSemanaGuardada, leerSemanaGuardada } from '../utils/semanasGuardadas';

/**
 * The grid's rows and descriptions of one week that live on this browser. Each time the week is
 * opened and its entries have arrived, what the entries now cover is dropped.
 */
export function useSemanaGuardada(usuarioId: number, lunesIso: string, horas: Hora[], respondida: boolean) {
  const [estado, setEstado] = useState(() => ({ lunesIso, semana: leerSemanaGuardada(usuarioId, lunesIso) }));
  // Another week on screen: its own kept rows, read during render so no frame shows the last week's.
  if (estado.lunesIso !== lunesIso) setEstado({ lunesIso, semana: leerSemanaGuardada(usuarioId, lunesIso) });
  const { semana } = estado;

  const cambiar = (cambio: (semana: SemanaGuardada) => SemanaGuardada) =>
    setEstado((actual) => ({ ...actual, semana: cambio(actual.semana) }));

  const depurada = useRef<string | null>(null);
  useEffect(() => {
    if (!respondida || depurada.current === lunesIso) return;
    depurada.current = lunesIso;
    setEstado((actual) => (actual.lunesIso === lunesIso ? { ...actual, semana: conservar(actual.semana, horas) } : actual));
  }, [respondida, lunesIso, horas]);

  useEffect(() => guardarSemanaGuardada(usuarioId, estado.lunesIso, estado.semana), [usuarioId, estado]);

  return {
    semana,
    /** Adds the rows not on the grid yet (`presentes`: the keys it shows); says how many were added. */
    agregar: (filas: FilaGuardada[], presentes: Set<string>): number => {
      const nuevas = [...new Map(filas.map((fila) => [claveDeFila(fila), fila])).values()].filter((fila) => !presentes.has(claveDeFila(fila)));
      if (nuevas.length) cambiar((actual) => ({ ...actual, filas: [...actual.filas, ...nuevas] }));
      return nuevas.length;
    },
    quitar: (clave: string) =>
      cambiar(({ filas, descripciones: { [clave]: _quitada, ...descripciones } }) => ({ filas: filas.filter((fila) => claveDeFila(fila) !== clave), descripciones })),
    describir: (clave: string, descripcion: string) => cambiar((actual) => ({ ...actual, descripciones: { ...actual.descripciones, [clave]: descripcion } })),
  };
}
