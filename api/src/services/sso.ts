import { createHash, randomBytes } from 'node:crypto';
import { PERFIL_ADMIN, type SesionDeLogin } from '@horas/shared/contracts';
import type { Config, ConfigOidc } from '../config';
import { DatosInvalidosError } from '../lib/errores';
import { hoyEn } from '../lib/fechas';
import type { EnTransaccion } from '../repositories';
import { SISTEMA, type Autor, type HistorialRepository } from '../repositories/historial';
import type { SsoRepository } from '../repositories/sso';
import type { TokensCuentaRepository } from '../repositories/tokens-cuenta';
import type { UsuariosRepository } from '../repositories/usuarios';
import type { UsuariosCambiosRepository } from '../repositories/usuarios-cambios';
import { crearUsuario, registroDeUsuario } from './alta-usuario';
import { gruposDeReclamos, nombreDeReclamos } from './datos-de-reclamos';
import type { PoliticaContrasena } from './politica-contrasena';
import type { Comprobaciones, ProveedorOidc, Reclamos } from './proveedor-oidc';
import type { Bitacora } from './recordatorios';
import { deSesion } from './sesiones';
import { pendienteEnGalleta } from './sso-pendiente';

const CODIGO_MS = 60_000;

/** The keys the login screen turns into its messages (`#sso-error=`). */
export type ClaveErrorSso = 'no-registrado' | 'desactivado' | 'email-no-verificado' | 'fallo';

/** A person the provider vouched for whom Horas refuses; the key goes to the browser. */
class SsoRechazado extends Error {
  constructor(readonly clave: ClaveErrorSso, motivo: string) { super(motivo); }
}

interface EnLaTransaccion {
  sso: Pick<SsoRepository, 'porVinculo' | 'cuentaPorId' | 'vincular' | 'guardarCodigo' | 'canjearCodigo' | 'cambiarPerfil' | 'volverDeAdministrador'>;
  usuarios: Pick<UsuariosRepository, 'credencialesPorEmail' | 'porId'>;
  usuariosCambios: Pick<UsuariosCambiosRepository, 'crear' | 'administradoresActivos' | 'bloquearAdministradores'>;
  historial: Pick<HistorialRepository, 'registrar'>;
  tokensCuenta: Pick<TokensCuentaRepository, 'anularDe'>;
}

export interface SsoDeps {
  proveedor: ProveedorOidc;
  transaccion: EnTransaccion<EnLaTransaccion>;
  config: Pick<Config, 'horasUrl' | 'appTz' | 'jwtSecret' | 'now'> & { oidc: ConfigOidc };
  iniciarSesion: (id: number, perfil: string, version: number) => SesionDeLogin;
  bitacora: Bitacora;
  politica: Pick<PoliticaContrasena, 'alCambiarPerfil'>;
}

const hashDe = (codigo: string) => createHash('sha256').update(codigo).digest('hex');
const MENSAJE_CODIGO = 'El inicio de sesión único no es válido o venció. Intente nuevamente.';

/** Where the browser goes next, and the cookie it keeps meanwhile. */
export interface Redireccion {
  destino: string;
  galleta: string;
}

/**
 * Single sign-on with OpenID Connect: the API is the relying party. The start's checks travel sealed
 * in a cookie of the browser (sso-pendiente.ts) and the one-time codes live in the database, so each
 * step may land on any instance, and nothing is written before the provider sends the person back.
 */
export function ssoService({ proveedor, transaccion, config, iniciarSesion, bitacora, politica }: SsoDeps) {
  const { oidc } = config;
  const login = `${config.horasUrl.replace(/\/+$/, '')}/login`;
  const ahora = () => config.now();
  const pendiente = pendienteEnGalleta(config.jwtSecret, oidc.redirectUri, ahora);

  /**
   * The perfil 'Administrador del sistema' follows the admin group, never leaving no active
   * administrator; leaving it gives back the perfil held before (OIDC_PERFIL_INICIAL when none was kept).
   */
  async function seguirGrupo(tx: EnLaTransaccion, usuario: { id: number; perfil: string }, reclamos: Reclamos, autor: Autor) {
    if (!oidc.grupoAdmin) return;
    const enGrupo = gruposDeReclamos(reclamos, oidc.claimGrupos).includes(oidc.grupoAdmin);
    let perfil = usuario.perfil;
    if (enGrupo && perfil !== PERFIL_ADMIN) {
      perfil = PERFIL_ADMIN;
      await tx.sso.cambiarPerfil(usuario.id, perfil);
    } else if (!enGrupo && perfil === PERFIL_ADMIN) {
      await tx.usuariosCambios.bloquearAdministradores();
      if ((await tx.usuariosCambios.administradoresActivos()) > 1) perfil = await tx.sso.volverDeAdministrador(usuario.id, oidc.perfilInicial);
      else bitacora.info({ usuarioId: usuario.id }, `Inicio de sesión único: fuera del grupo ${oidc.grupoAdmin}, pero es el último administrador activo; conserva el perfil`);
    }
    if (perfil === usuario.perfil) return;
    await politica.alCambiarPerfil(tx.tokensCuenta, usuario.id, usuario.perfil, perfil);
    await tx.historial.registrar(autor, { ...registroDeUsuario(usuario.id), accion: 'modificar', cambios: { perfil: [usuario.perfil, perfil] } });
  }

  /** Who the provider's person is in Horas (the rules of the issue), linked or created as they allow. */
  async function resolver(tx: EnLaTransaccion, reclamos: Reclamos, origen: string): Promise<number> {
    const vinculado = await tx.sso.porVinculo(oidc.issuer, reclamos.sub);
    const email = typeof reclamos.email === 'string' ? reclamos.email : undefined;
    const verificado = reclamos.email_verified === true;
    let usuario = vinculado;
    if (!usuario) {
      const porEmail = email === undefined ? undefined : await tx.usuarios.credencialesPorEmail(email);
      if (porEmail && !verificado) throw new SsoRechazado('email-no-verificado', `e-mail ${email} sin email_verified: true`);
      if (porEmail?.oidcSub) throw new SsoRechazado('fallo', `el usuario ${porEmail.id} ya está vinculado a otra cuenta del proveedor`);
      if (porEmail) {
        usuario = porEmail;
      } else {
        if (!oidc.altaAutomatica) throw new SsoRechazado('no-registrado', `sub ${reclamos.sub} desconocido y OIDC_ALTA_AUTOMATICA no está activa`);
        if (email === undefined || !verificado) throw new SsoRechazado('email-no-verificado', `alta automática sin e-mail verificado (sub ${reclamos.sub})`);
        const nuevo = await crearUsuario(tx, { ...SISTEMA, origen }, {
          ...nombreDeReclamos(reclamos, email), email, perfil: oidc.perfilInicial, activo: true, passwordHash: null, alta: hoyEn(config.appTz, ahora()),
        });
        usuario = (await tx.sso.cuentaPorId(nuevo.id))!;
      }
    }
    if (!usuario.activo) throw new SsoRechazado('desactivado', `el usuario ${usuario.id} está desactivado`);
    const autor: Autor = { id: usuario.id, nombre: usuario.nombre, apellidos: usuario.apellidos, origen };
    if (!usuario.oidcSub) {
      await tx.sso.vincular(usuario.id, oidc.issuer, reclamos.sub);
      await tx.historial.registrar(autor, { ...registroDeUsuario(usuario.id), accion: 'vincular-sso', cambios: {} });
    }
    await seguirGrupo(tx, usuario, reclamos, autor);
    return usuario.id;
  }

  /** A one-time code for the person the provider sent back, or the key of why not. */
  async function destinoDeLaVuelta(parametros: URLSearchParams, comprobaciones: Comprobaciones | undefined, origen: string): Promise<string> {
    try {
      if (!comprobaciones) throw new SsoRechazado('fallo', 'sin la cookie del inicio de este navegador (ausente, alterada o de más de 10 minutos)');
      if (parametros.has('error')) throw new SsoRechazado('fallo', `el proveedor respondió ${parametros.get('error')}: ${parametros.get('error_description') ?? ''}`);
      const reclamos = await proveedor.canjear(parametros, comprobaciones);
      const codigo = randomBytes(32).toString('base64url');
      await transaccion(async (tx) => {
        const id = await resolver(tx, reclamos, origen);
        await tx.sso.guardarCodigo(hashDe(codigo), id, ahora(), new Date(ahora().getTime() + CODIGO_MS));
      });
      return `${login}#sso=${codigo}`;
    } catch (error) {
      const clave = error instanceof SsoRechazado ? error.clave : 'fallo';
      bitacora.info({ err: error, origen }, `Inicio de sesión único rechazado (${clave})`);
      return `${login}#sso-error=${clave}`;
    }
  }

  return {
    /** GET /auth/oidc: the provider's authorization URL; its state, nonce and PKCE verifier in the browser's cookie for 10 minutes. */
    async inicio(): Promise<Redireccion> {
      const { comprobaciones, url } = await proveedor.inicio();
      return { destino: url, galleta: await pendiente.guardar(comprobaciones) };
    },

    /**
     * GET /auth/oidc/callback: where the browser goes next, a one-time code or an error key (the
     * reason goes to the log); the cookie of the start ends either way. openid-client checks that the
     * provider's `state` is the cookie's.
     */
    async vuelta(parametros: URLSearchParams, galletas: string | undefined, origen: string): Promise<Redireccion> {
      return { destino: await destinoDeLaVuelta(parametros, await pendiente.leer(galletas), origen), galleta: pendiente.borrar };
    },

    /** POST /usuarios/login/sso: the one-time code, once and within 60 s, for a session as a password login answers it. */
    async canjear(codigo: string, origen: string): Promise<SesionDeLogin> {
      const usuario = await transaccion(async (tx) => {
        const id = await tx.sso.canjearCodigo(hashDe(codigo), ahora());
        const cuenta = id === undefined ? undefined : await tx.sso.cuentaPorId(id);
        if (!cuenta?.activo) return undefined;
        await tx.historial.registrar({ id: cuenta.id, nombre: cuenta.nombre, apellidos: cuenta.apellidos, origen },
          deSesion(cuenta.id, { accion: 'iniciar-sesion', cambios: { metodo: [null, 'sso'] } }));
        return cuenta;
      });
      if (!usuario) throw new DatosInvalidosError(MENSAJE_CODIGO);
      return iniciarSesion(usuario.id, usuario.perfil, usuario.versionSesion);
    },
  };
}
export type Sso = ReturnType<typeof ssoService>;
