import { catalogoService } from './catalogo';
import { clientesService } from './clientes';
import { configuracionService } from './configuracion';
import type { Contexto } from './contexto';
import { horasService } from './horas';
import { misHorasService } from './mis-horas';
import { reportesService } from './reportes';
import { usuariosService } from './usuarios';

export function crearServicios(contexto: Contexto) {
  return {
    usuarios: usuariosService(contexto),
    catalogo: catalogoService(contexto),
    clientes: clientesService(contexto),
    configuracion: configuracionService(contexto),
    horas: horasService(contexto),
    misHoras: misHorasService(contexto),
    reportes: reportesService(contexto),
  };
}
export type Servicios = ReturnType<typeof crearServicios>;
