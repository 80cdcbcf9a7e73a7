import type { EnTransaccion } from '../repositories';
import type { ConfiguracionRepository } from '../repositories/configuracion';
import type { HistorialRepository } from '../repositories/historial';
import { exigirAdmin, type Actor } from './actor';
import { registrarEdicion } from './cambios';

type Ajustes = Pick<ConfiguracionRepository, 'horasHabilitadasParaCambiar' | 'guardarHorasHabilitadas'>;

export interface ConfiguracionDeps {
  configuracion: Pick<ConfiguracionRepository, 'horasHabilitadas'>;
  transaccion: EnTransaccion<{ configuracion: Ajustes; historial: Pick<HistorialRepository, 'registrar'> }>;
}

export function configuracionService({ configuracion: repo, transaccion }: ConfiguracionDeps) {
  return {
    horasHabilitadas: () => repo.horasHabilitadas(),
    async guardarHorasHabilitadas(actor: Actor, valor: boolean): Promise<boolean> {
      exigirAdmin(actor);
      return transaccion(async (tx) => {
        const antes = await tx.configuracion.horasHabilitadasParaCambiar();
        await tx.configuracion.guardarHorasHabilitadas(valor);
        await registrarEdicion(tx.historial, actor, {
          entidad: 'configuracion', entidadId: null, usuarioId: null, antes: { horasHabilitadas: antes }, despues: { horasHabilitadas: valor },
        });
        return valor;
      });
    },
  };
}
