import type { ConfiguracionRepository } from '../repositories/configuracion';
import { exigirAdmin, type Actor } from './actor';

export interface ConfiguracionDeps {
  configuracion: Pick<ConfiguracionRepository, 'horasHabilitadas' | 'guardarHorasHabilitadas'>;
}

export function configuracionService({ configuracion: repo }: ConfiguracionDeps) {
  return {
    horasHabilitadas: () => repo.horasHabilitadas(),
    async guardarHorasHabilitadas(actor: Actor, valor: boolean): Promise<boolean> {
      exigirAdmin(actor);
      return repo.guardarHorasHabilitadas(valor);
    },
  };
}
