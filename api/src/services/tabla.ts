import { MENSAJES_TABLA, type FilasTabla, type FilasTablaBody } from '@horas/shared/contracts';
import { DatosInvalidosError } from '../lib/errores';
import type { EnTransaccion, Repositorios } from '../repositories';
import type { FilaTablaGuardada, FilasTablaRepository } from '../repositories/filas-tabla';
import type { Actor } from './actor';
import { resolverReferencias, type RepositoriosReferencias } from './referencias-hora';

type Repos = RepositoriosReferencias & {
  filasTabla: FilasTablaRepository;
  usuarios: Pick<Repositorios['usuarios'], 'bloquear'>;
};

export interface TablaDeps {
  filasTabla: Pick<FilasTablaRepository, 'deSemana'>;
  transaccion: EnTransaccion<Repos>;
}

const clave = ({ clienteId, servicioId, tareaId }: FilaTablaGuardada) => `${clienteId ?? '-'}/${servicioId ?? '-'}/${tareaId}`;

/**
 * The caller's own rows of a week's grid ('Tabla'): whose they are is the session's, never the
 * request's. A row new to the list needs what a new entry needs (references that belong together,
 * active, a client the caller may use); a row already kept may stay though deactivated since, as an
 * entry's edit may keep them.
 */
export function tablaService({ filasTabla, transaccion }: TablaDeps) {
  return {
    delActor: async (actor: Actor, lunes: string): Promise<FilasTabla> => ({ filas: await filasTabla.deSemana(actor.id, lunes) }),

    reemplazar: (actor: Actor, lunes: string, { filas }: FilasTablaBody): Promise<FilasTabla> => {
      const nuevas: FilaTablaGuardada[] = filas.map((fila) => ({ ...fila, descripcion: fila.descripcion?.trim() ?? '' }));
      if (new Set(nuevas.map(clave)).size !== nuevas.length) throw new DatosInvalidosError(MENSAJES_TABLA.repetida);
      return transaccion(async (repos) => {
        await repos.usuarios.bloquear(actor.id);
        const guardadas = new Set((await repos.filasTabla.deSemana(actor.id, lunes)).map(clave));
        for (const fila of nuevas) if (!guardadas.has(clave(fila))) await resolverReferencias(fila, actor, repos);
        await repos.filasTabla.reemplazar(actor.id, lunes, nuevas);
        return { filas: await repos.filasTabla.deSemana(actor.id, lunes) };
      });
    },
  };
}
