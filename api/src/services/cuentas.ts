import { createHash, randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import {
  MENSAJE_SMTP_NO_CONFIGURADO, MENSAJES_CUENTAS, type Cambios, type ContrasenaConEnlaceBody, type OpcionesLogin, type SesionDeLogin, type Usuario,
} from '@horas/shared/contracts';
import type { Config } from '../config';
import { ConflictoError, EnlaceInvalidoError, EnvioFallidoError, NoEncontradoError } from '../lib/errores';
import type { EnTransaccion } from '../repositories';
import { SISTEMA, type HistorialRepository } from '../repositories/historial';
import type { Proposito, TokensCuentaRepository } from '../repositories/tokens-cuenta';
import type { UsuariosRepository } from '../repositories/usuarios';
import type { UsuariosCambiosRepository } from '../repositories/usuarios-cambios';
import { exigirAdmin, type Actor } from './actor';
import { registroDeUsuario } from './alta-usuario';
import type { LimiteEnlaces } from './limite-enlaces';
import { mensajeDeCuenta, validez } from './mensaje-cuenta';
import type { PoliticaContrasena } from './politica-contrasena';
import type { Bitacora, Correo } from './recordatorios';

/** Reset mails per account per hour; more requests still answer 202 and send nothing. */
export const RESTABLECIMIENTOS_POR_HORA = 3;
const HORA_MS = 60 * 60_000;

type Registrar = Pick<HistorialRepository, 'registrar'>;

interface EnLaTransaccion {
  usuarios: Pick<UsuariosRepository, 'porId' | 'bloquear'>;
  usuariosCambios: Pick<UsuariosCambiosRepository, 'cambiarContrasena'>;
  tokensCuenta: Pick<TokensCuentaRepository, 'crear' | 'borrarTerminados' | 'usar' | 'creadosDesde'>;
  historial: Registrar;
}

export interface CuentasDeps {
  usuarios: Pick<UsuariosRepository, 'porId' | 'credencialesPorEmail'>;
  tokensCuenta: Pick<TokensCuentaRepository, 'anular'>;
  historial: Registrar;
  transaccion: EnTransaccion<EnLaTransaccion>;
  /** Undefined without SMTP_URL. */
  correo: Correo | undefined;
  config: Pick<Config, 'horasUrl' | 'invitacionDias' | 'restablecerMinutos' | 'oidc' | 'now'>;
  /** LOGIN_CONTRASENA: the links serve only who may have a password, when mailed and when used. */
  politica: Pick<PoliticaContrasena, 'sinContrasena' | 'exigirContrasena'>;
  limite: LimiteEnlaces;
  /** A signed-in session, as a login answers it. */
  iniciarSesion: (id: number, perfil: string, version: number) => SesionDeLogin;
  bitacora: Bitacora;
}

const hashDe = (token: string) => createHash('sha256').update(token).digest('hex');
/** The person's name as the history sentences read it (context: equal before and after). */
const nombrado = (u: Pick<Usuario, 'nombre' | 'apellidos'>): Cambios => ({ nombre: [u.nombre, u.nombre], apellidos: [u.apellidos, u.apellidos] });

/**
 * Accounts by e-mail: invitations and '¿Olvidó su contraseña?'. A link's token is 32 random bytes,
 * kept only as its SHA-256, for one user and one purpose, used in the transaction that sets the
 * password. Links are built from HORAS_URL alone, never from a request's headers.
 */
export function cuentasService({ usuarios, tokensCuenta, historial, transaccion, correo, config, limite, iniciarSesion, bitacora, politica }: CuentasDeps) {
  const VIGENCIAS: Record<Proposito, { ms: number; palabras: string; ruta: string; invalido: string }> = {
    invitacion: {
      ms: config.invitacionDias * 24 * HORA_MS, palabras: validez(config.invitacionDias, 'día'), ruta: 'activar', invalido: MENSAJES_CUENTAS.enlaceInvitacion,
    },
    restablecer: {
      ms: config.restablecerMinutos * 60_000, palabras: validez(config.restablecerMinutos, 'minuto'), ruta: 'restablecer', invalido: MENSAJES_CUENTAS.enlaceRestablecer,
    },
  };
  const base = config.horasUrl.replace(/\/+$/, '');
  /** Reset requests whose work goes on after the answer. */
  const enCurso = new Set<Promise<void>>();

  /** The mail server; without one a 409, in the administrators' words unless told whose. */
  function exigirCorreo(mensaje: string = MENSAJE_SMTP_NO_CONFIGURADO): Correo {
    if (!correo) throw new ConflictoError(mensaje);
    return correo;
  }

  /** A mail server, and a person who may have a password. */
  function exigirInvitable(perfil: string): Correo {
    const servidor = exigirCorreo();
    if (politica.sinContrasena(perfil)) {
      throw new ConflictoError(`Con LOGIN_CONTRASENA=administradores solo se invita a administradores: los demás inician sesión con ${config.oidc?.nombre}.`);
    }
    return servidor;
  }

  /**
   * A new link (stored as its hash): returns the token for the mail. The user's ended links go once
   * the hourly reset ceiling no longer counts them (nothing else reads them), so a user keeps a
   * handful of rows; an unused invitation past its expiry is not ended ('Gestión de Usuarios' shows
   * it). Call inside a transaction.
   */
  async function nuevoToken(tx: Pick<EnLaTransaccion, 'tokensCuenta'>, usuarioId: number, proposito: Proposito) {
    const token = randomBytes(32).toString('base64url');
    const creado = config.now();
    await tx.tokensCuenta.crear(usuarioId, proposito, hashDe(token), creado, new Date(creado.getTime() + VIGENCIAS[proposito].ms));
    await tx.tokensCuenta.borrarTerminados(usuarioId, new Date(creado.getTime() - HORA_MS));
    return token;
  }

  /** Mails the link; a failed delivery voids it (it was never received) and throws. */
  async function enviar(servidor: Correo, proposito: Proposito, usuario: Pick<Usuario, 'email' | 'nombre'>, token: string): Promise<void> {
    const { ruta, palabras } = VIGENCIAS[proposito];
    try {
      await servidor.enviar(mensajeDeCuenta(proposito, usuario, `${base}/${ruta}#${token}`, palabras));
    } catch (error) {
      await tokensCuenta.anular(hashDe(token));
      throw error;
    }
  }

  /**
   * Sets the password through a link: the link used, every other one voided, the other sessions
   * ended, the person signed in. Someone who may not have a password now (a link mailed before
   * LOGIN_CONTRASENA=administradores) hears the login's 403 and the link stays unused.
   */
  async function conEnlace(proposito: Proposito, accion: 'activar-cuenta' | 'recuperar-contrasena', { token, contrasena }: ContrasenaConEnlaceBody, origen: string) {
    return limite.proteger(origen, async () => {
      const passwordHash = await hash(contrasena);
      const { id, perfil, version } = await transaccion(async (tx) => {
        const usuarioId = await tx.tokensCuenta.usar(hashDe(token), proposito, config.now());
        if (usuarioId === undefined) throw new EnlaceInvalidoError(VIGENCIAS[proposito].invalido);
        const usuario = (await tx.usuarios.porId(usuarioId))!;
        politica.exigirContrasena(usuario.perfil);
        const nueva = await tx.usuariosCambios.cambiarContrasena(usuarioId, passwordHash);
        await tx.historial.registrar({ id: usuarioId, nombre: usuario.nombre, apellidos: usuario.apellidos, origen }, { ...registroDeUsuario(usuarioId), accion, cambios: {} });
        return { id: usuarioId, perfil: usuario.perfil, version: nueva };
      });
      return iniciarSesion(id, perfil, version);
    });
  }

  /** After the 202: a reset mail to an active account, at most RESTABLECIMIENTOS_POR_HORA an hour. */
  async function restablecimiento(servidor: Correo, email: string, origen: string): Promise<void> {
    const cuenta = await usuarios.credencialesPorEmail(email);
    if (!cuenta?.activo || politica.sinContrasena(cuenta.perfil)) return;
    const token = await transaccion(async (tx) => {
      // One account's requests take turns, on every instance: the count and the new link agree.
      await tx.usuarios.bloquear(cuenta.id);
      const hace = new Date(config.now().getTime() - HORA_MS);
      if ((await tx.tokensCuenta.creadosDesde(cuenta.id, 'restablecer', hace)) >= RESTABLECIMIENTOS_POR_HORA) return undefined;
      return nuevoToken(tx, cuenta.id, 'restablecer');
    });
    if (token === undefined) return;
    const usuario = (await usuarios.porId(cuenta.id))!;
    await enviar(servidor, 'restablecer', usuario, token);
    await historial.registrar({ ...SISTEMA, origen }, { ...registroDeUsuario(usuario.id), accion: 'solicitar-restablecimiento', cambios: nombrado(usuario) });
  }

  return {
    opciones: (): OpcionesLogin => ({ restablecer: correo !== undefined, sso: config.oidc ? { nombre: config.oidc.nombre } : null }),

    /** Before creating a user to invite: 409 without a mail server, or when the person may not have a password. */
    exigirInvitable: (perfil: string): void => { exigirInvitable(perfil); },

    /**
     * Mails a new invitation (the previous one voided) to a user without a password; recorded once
     * delivered. A failed delivery answers 502 and leaves no pending invitation.
     */
    async invitar(actor: Actor, id: number): Promise<Usuario> {
      exigirAdmin(actor);
      exigirCorreo();
      const usuario = await usuarios.porId(id);
      if (!usuario) throw new NoEncontradoError(`Usuario con ID ${id} no encontrado`);
      const servidor = exigirInvitable(usuario.perfil);
      if (usuario.tieneContrasena) throw new ConflictoError(MENSAJES_CUENTAS.yaTieneContrasena);
      if (!usuario.activo) throw new ConflictoError(MENSAJES_CUENTAS.inactivo);
      const token = await transaccion((tx) => nuevoToken(tx, id, 'invitacion'));
      try {
        await enviar(servidor, 'invitacion', usuario, token);
      } catch (error) {
        bitacora.error({ err: error, usuarioId: id }, 'Invitación: el servidor de correo no aceptó el mensaje');
        throw new EnvioFallidoError(MENSAJES_CUENTAS.envioFallido);
      }
      await historial.registrar(actor, { ...registroDeUsuario(id), accion: 'invitar', cambios: nombrado(usuario) });
      return (await usuarios.porId(id))!;
    },

    activar: (body: ContrasenaConEnlaceBody, origen: string): Promise<SesionDeLogin> => conEnlace('invitacion', 'activar-cuenta', body, origen),
    restablecer: (body: ContrasenaConEnlaceBody, origen: string): Promise<SesionDeLogin> => conEnlace('restablecer', 'recuperar-contrasena', body, origen),

    /**
     * Answers the same whatever the e-mail; the account is looked up and mailed after the answer,
     * so its time tells nothing. Every request counts on the address's ceiling.
     */
    async olvido(email: string, origen: string): Promise<{ mensaje: string }> {
      const servidor = exigirCorreo(MENSAJES_CUENTAS.sinCorreo);
      await limite.contar(origen);
      const trabajo = restablecimiento(servidor, email, origen)
        .catch((error: unknown) => bitacora.error({ err: error }, 'Restablecimiento de contraseña: no se pudo enviar el enlace'))
        .finally(() => enCurso.delete(trabajo));
      enCurso.add(trabajo);
      return { mensaje: MENSAJES_CUENTAS.olvido };
    },

    /** The reset mails still on their way (the app's close waits for them). */
    esperarEnvios: async (): Promise<void> => { await Promise.allSettled([...enCurso]); },
  };
}
export type Cuentas = ReturnType<typeof cuentasService>;
