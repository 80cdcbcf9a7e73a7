import type { Config } from '../config';
import type { EnTransaccion, Repositorios } from '../repositories';
import { catalogoService } from './catalogo';
import { catalogoAdminService } from './catalogo-admin';
import { clientesService } from './clientes';
import { configuracionService } from './configuracion';
import { horasService } from './horas';
import { dispositivosService } from './dispositivos';
import { limiteLoginService } from './limite-login';
import { misHorasService } from './mis-horas';
import { reportesService } from './reportes';
import { sesionesService, type ClaimsSesion } from './sesiones';
import { usuariosService } from './usuarios';

/** What buildApp hands over: repositories built once, transactions, settings and the token signer. */
export interface Composicion {
  repos: Repositorios;
  transaccion: EnTransaccion;
  config: Config;
  firmar: (claims: ClaimsSesion) => string;
}

/** Each service gets only the repositories it uses (its own `*Deps` type says which methods). */
export function crearServicios({ repos, transaccion, config, firmar }: Composicion) {
  const { usuarios, usuariosCambios, catalogo, catalogoCambios, clientes, configuracion, horas, horasReporte, loginFallos } = repos;
  return {
    sesiones: sesionesService({
      usuarios, usuariosCambios, firmar,
      limite: limiteLoginService(loginFallos, config.loginFallos, config.now),
      dispositivos: dispositivosService(config.jwtSecret, config.now),
    }),
    usuarios: usuariosService({ usuarios, usuariosCambios, catalogo, transaccion }),
    catalogo: catalogoService({ catalogo, clientes }),
    catalogoAdmin: catalogoAdminService({ catalogo, catalogoCambios }),
    clientes: clientesService({ clientes, catalogo }),
    configuracion: configuracionService({ configuracion }),
    horas: horasService({ horas, usuarios, configuracion, referencias: { catalogo, clientes }, transaccion, config }),
    misHoras: misHorasService({ horas, clientes }),
    reportes: reportesService({ horas, reporte: horasReporte, usuarios, clientes, catalogo }),
  };
}
export type Servicios = ReturnType<typeof crearServicios>;
