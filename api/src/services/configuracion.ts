import { configuracionRepository } from '../repositories/configuracion';
import { exigirAdmin, type Actor } from './actor';
import type { Contexto } from './contexto';

export function configuracionService({ db }: Contexto) {
  const repo = configuracionRepository(db);
  return {
    horasHabilitadas: () => repo.horasHabilitadas(),
    async guardarHorasHabilitadas(actor: Actor, valor: boolean): Promise<boolean> {
      exigirAdmin(actor);
      return repo.guardarHorasHabilitadas(valor);
    },
  };
}
