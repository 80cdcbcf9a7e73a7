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
import type { ProveedorOidc, Reclamos } from './proveedor-oidc';
import type { Bitacora } from './recordatorios';
import { deSesion } from './sesiones';

const PENDIENTE_MS = 10 * 60_000;
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
  sso: Pick<SsoRepository, 'guardarPendiente' | 'tomarPendiente'>;
  transaccion: EnTransaccion<EnLaTransaccion>;
  config: Pick<Config, 'horasUrl' | 'appTz' | 'now'> & { oidc: ConfigOidc };
  iniciarSesion: (id: number, perfil: string, version: number) => SesionDeLogin;
  bitacora: Bitacora;
  politica: Pick<PoliticaContrasena, 'alCambiarPerfil'>;
}

const hashDe = (codigo: string) => createHash('sha256').update(codigo).digest('hex');
const MENSAJE_CODIGO = 'El inicio de sesión único no es válido o venció. Intente nuevamente.';

/**
 * Single sign-on with OpenID Connect: the API is the relying party. The start's checks and the
 * one-time codes live in the database, so each step may land on any instance and no cookie is needed.
 */
export function ssoService({ proveedor, sso, transaccion, config, iniciarSesion, bitacora, politica }: SsoDeps) {
  const { oidc } = config;
  const login = `${config.horasUrl.replace(/\/+$/, '')}/login`;
  const ahora = () => config.now();

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

  return {
    /**
     * GET /auth/oidc: the provider's authorization URL; its state, nonce and PKCE verifier kept 10
     * minutes. A link the browser follows, so a failure (the database away) goes back to /login with
     * its message, as the callback's do, rather than a page of JSON.
     */
    async inicio(): Promise<string> {
      try {
        const { comprobaciones: { state, ...pendiente }, url } = await proveedor.inicio();
        await sso.guardarPendiente(state, pendiente, ahora(), new Date(ahora().getTime() + PENDIENTE_MS));
        return url;
      } catch (error) {
        bitacora.info({ motivo: error instanceof Error ? error.message : String(error) }, 'Inicio de sesión único no iniciado (fallo)');
        return `${login}#sso-error=fallo`;
      }
    },

    /** GET /auth/oidc/callback: where the browser goes next, a one-time code or an error key; the reason goes to the log. */
    async vuelta(parametros: URLSearchParams, origen: string): Promise<string> {
      try {
        const state = parametros.get('state');
        const pendiente = state ? await sso.tomarPendiente(state, ahora()) : undefined;
        if (!state || !pendiente) throw new SsoRechazado('fallo', 'state desconocido, vencido o ya usado');
        if (parametros.has('error')) throw new SsoRechazado('fallo', `el proveedor respondió ${parametros.get('error')}: ${parametros.get('error_description') ?? ''}`);
        const reclamos = await proveedor.canjear(parametros, { state, ...pendiente });
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
