import type { Config } from '../config';
import type { EnTransaccion, Repositorios } from '../repositories';
import { analisisService } from './analisis';
import { ausenciasService } from './ausencias';
import { configuracionAusenciasService } from './ausencias-configuracion';
import { lecturaAusenciasService } from './ausencias-lectura';
import { catalogoService } from './catalogo';
import { catalogoAdminService } from './catalogo-admin';
import { cierresService } from './cierres';
import { transicionesService } from './cierres-transiciones';
import { clientesService } from './clientes';
import { configuracionService } from './configuracion';
import { cronometroService } from './cronometro';
import { cuentasService } from './cuentas';
import { feriadosService } from './feriados';
import { historialService } from './historial';
import { horasService } from './horas';
import { dispositivosService } from './dispositivos';
import { jornadasService } from './jornadas';
import { limiteEnlacesService } from './limite-enlaces';
import { limiteLoginService } from './limite-login';
import { misHorasService } from './mis-horas';
import { politicaDeContrasena } from './politica-contrasena';
import { recientesService } from './recientes';
import { recordatoriosService, type Bitacora, type Correo } from './recordatorios';
import { reportesService } from './reportes';
import type { ProveedorOidc } from './proveedor-oidc';
import { saldosService } from './saldos';
import { registroDeBloqueos, sesionesService, type ClaimsSesion } from './sesiones';
import { ssoService } from './sso';
import { tablaService } from './tabla';
import { usuariosService } from './usuarios';

/** What buildApp hands over: repositories built once, transactions, settings, the token signer, the mail server and the log. */
export interface Composicion {
  repos: Repositorios;
  transaccion: EnTransaccion;
  config: Config;
  firmar: (claims: ClaimsSesion) => string;
  /** Undefined without SMTP_URL. */
  correo: Correo | undefined;
  bitacora: Bitacora;
  /** The OpenID provider discovered at start; undefined without OIDC_ISSUER. */
  proveedor?: ProveedorOidc;
}

/** Each service gets only the repositories it uses (its own `*Deps` type says which methods). */
export function crearServicios({ repos, transaccion, config, firmar, correo, bitacora, proveedor }: Composicion) {
  const {
    usuarios, catalogo, clientes, configuracion, horas, horasReporte, loginFallos, jornadas, feriados, objetivos, recordatorios, cierres, historial, tokensCuenta, ausencias, cronometros, recientes, filasTabla,
  } = repos;
  const dispositivos = dispositivosService(config.jwtSecret, config.now);
  const iniciarSesion = (id: number, perfil: string, ver: number) => ({ token: firmar({ id, perfil, ver }), id, perfil, dispositivo: dispositivos.emitir(id, ver) });
  const politica = politicaDeContrasena(config);
  const cuentas = cuentasService({
    usuarios, tokensCuenta, historial, transaccion, correo, config, bitacora, iniciarSesion, politica,
    limite: limiteEnlacesService(loginFallos, config.loginFallos, config.now),
  });
  // The one write path of hours, which the timer's stop writes through too.
  const horasServicio = horasService({ horas, usuarios, transaccion, config });
  const oidc = config.oidc;
  // Every write goes through `transaccion`: its repositories, its history record, one commit.
  return {
    sesiones: sesionesService({
      usuarios, historial, transaccion, firmar, dispositivos, politica,
      limite: limiteLoginService(loginFallos, config.loginFallos, config.now, registroDeBloqueos(usuarios, historial)),
    }),
    cuentas,
    /** Undefined without OIDC_ISSUER: its routes are not registered. */
    sso: oidc && proveedor ? ssoService({ proveedor, transaccion, config: { ...config, oidc }, iniciarSesion, bitacora, politica }) : undefined,
    usuarios: usuariosService({ usuarios, catalogo, transaccion, config, invitaciones: cuentas, politica }),
    catalogo: catalogoService({ catalogo, clientes }),
    catalogoAdmin: catalogoAdminService({ catalogo, transaccion }),
    clientes: clientesService({ clientes, catalogo, transaccion }),
    configuracion: configuracionService({ configuracion, transaccion }),
    horas: horasServicio,
    cronometro: cronometroService({ cronometros, catalogo, clientes, horas: horasServicio, config }),
    recientes: recientesService({ recientes, config }),
    tabla: tablaService({ filasTabla, transaccion }),
    misHoras: misHorasService({ horas, clientes }),
    reportes: reportesService({ horas, reporte: horasReporte, usuarios, clientes, catalogo }),
    jornadas: jornadasService({ jornadas, usuarios, transaccion }),
    feriados: feriadosService({ feriados, transaccion }),
    saldos: saldosService({ objetivos, usuarios, catalogo, config }),
    recordatorios: recordatoriosService({ objetivos, usuarios, recordatorios, correo, config, bitacora }),
    cierres: cierresService({ cierres, objetivos, usuarios, horas, catalogo, config }),
    transicionesCierre: transicionesService({ cierres, objetivos, usuarios, configuracion, transaccion, config, bitacora }),
    historial: historialService({ historial, horas, config }),
    analisis: analisisService({ leer: transaccion, config }),
    ausencias: ausenciasService({ ausencias, usuarios, transaccion, config, correo, bitacora }),
    lecturaAusencias: lecturaAusenciasService({ ausencias, usuarios, catalogo }),
    configuracionAusencias: configuracionAusenciasService({ ausencias, transaccion }),
  };
}
export type Servicios = ReturnType<typeof crearServicios>;
