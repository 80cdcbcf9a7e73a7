import { hash, verify } from '@node-rs/argon2';
import { type LoginBody, type Sesion, type SesionDeLogin } from '@horas/shared/contracts';
import { ContrasenaActualIncorrectaError, CredencialesInvalidasError, NoAutenticadoError } from '../lib/errores';
import type { EnTransaccion } from '../repositories';
import { SISTEMA, type Autor, type HistorialRepository, type NuevoRegistro } from '../repositories/historial';
import type { UsuariosRepository } from '../repositories/usuarios';
import type { UsuariosCambiosRepository } from '../repositories/usuarios-cambios';
import type { Actor, Autoridad } from './actor';
import { registroDeUsuario } from './alta-usuario';
import type { Dispositivos } from './dispositivos';
import type { LimiteLogin, RegistrarBloqueo } from './limite-login';
import type { PoliticaContrasena } from './politica-contrasena';

/** What a session token says: the user and the session version it was signed with (absent: 0). */
export interface ClaimsSesion {
  id: number;
  perfil?: string;
  ver?: number;
}

/** Verified when the e-mail is unknown, so both failures take about the same time. */
let hashFicticio: Promise<string> | undefined;
const ficticio = () => (hashFicticio ??= hash('contraseña-ficticia-para-igualar-tiempos'));
const coincide = (passwordHash: string, contrasena: string) => verify(passwordHash, contrasena).catch(() => false);

type Registrar = Pick<HistorialRepository, 'registrar'>;

export interface SesionesDeps {
  usuarios: Pick<UsuariosRepository, 'credencialesPorEmail' | 'autoridad' | 'passwordHash'>;
  historial: Registrar;
  transaccion: EnTransaccion<{ usuariosCambios: Pick<UsuariosCambiosRepository, 'cambiarContrasena'>; historial: Registrar }>;
  firmar: (claims: ClaimsSesion) => string;
  limite: Pick<LimiteLogin, 'proteger'>;
  dispositivos: Dispositivos;
  politica: Pick<PoliticaContrasena, 'exigirContrasena'>;
}

/** A record about a user's sessions: no entity id, about that user's account. */
export const deSesion = (usuarioId: number, r: Pick<NuevoRegistro, 'accion' | 'cambios'>): NuevoRegistro => ({ entidad: 'sesion', entidadId: null, usuarioId, ...r });

/**
 * A lock-out's record: by nobody (the system locked it), from the address of the attempt that
 * reached the ceiling, naming the account by its e-mail as it is then.
 */
export const registroDeBloqueos = (usuarios: Pick<UsuariosRepository, 'porId'>, historial: Registrar): RegistrarBloqueo =>
  async (usuarioId, origen) => {
    const cuenta = await usuarios.porId(usuarioId);
    const autor: Autor = { ...SISTEMA, origen };
    await historial.registrar(autor, deSesion(usuarioId, { accion: 'bloquear-cuenta', cambios: { cuenta: [null, cuenta?.email ?? null] } }));
  };

/** Sign-in, the authority behind every token, and a user's own password. */
export function sesionesService({ usuarios, historial, transaccion, firmar, limite, dispositivos, politica }: SesionesDeps) {
  const sesion = (id: number, perfil: string, version: number): Sesion => ({ token: firmar({ id, perfil, ver: version }), id, perfil });

  return {
    /**
     * `origen`: the client's address, for the failed-login limits. A `dispositivo` valid for this
     * account takes the account's ceiling off the attempt; any other is as if none were sent.
     */
    async login({ email, contrasena, dispositivo }: LoginBody, origen: string): Promise<SesionDeLogin> {
      const usuario = await usuarios.credencialesPorEmail(email);
      const deConfianza = usuario && dispositivo !== undefined ? dispositivos.verificar(dispositivo, usuario.id, usuario.versionSesion) : undefined;
      return limite.proteger({ titular: { email }, origen, dispositivo: deConfianza, cuenta: usuario?.id }, async () => {
        const valida = await coincide(usuario?.passwordHash ?? (await ficticio()), contrasena);
        // A deactivated user hears what a wrong password hears: their access has ended. An invited
        // person without a password yet (checked against the dummy hash) cannot sign in at all.
        if (!usuario?.passwordHash || !valida || !usuario.activo) throw new CredencialesInvalidasError();
        // Only after the password proved right (and uncounted): the 403 tells nothing to whoever does not know it.
        politica.exigirContrasena(usuario.perfil);
        await historial.registrar({ id: usuario.id, nombre: usuario.nombre, apellidos: usuario.apellidos, origen }, deSesion(usuario.id, { accion: 'iniciar-sesion', cambios: {} }));
        return { ...sesion(usuario.id, usuario.perfil, usuario.versionSesion), dispositivo: dispositivos.emitir(usuario.id, usuario.versionSesion) };
      });
    },

    /** Who the caller is now, read from the database on every request: no process keeps it. */
    async autoridad(claims: ClaimsSesion): Promise<Autoridad> {
      const usuario = await usuarios.autoridad(claims.id);
      if (!usuario) throw new NoAutenticadoError('El usuario de la sesión ya no existe.');
      if (!usuario.activo) throw new NoAutenticadoError('El usuario está desactivado. Consulte con un administrador.');
      if ((claims.ver ?? 0) !== usuario.versionSesion) {
        throw new NoAutenticadoError('La sesión se cerró porque cambió la contraseña o el usuario fue desactivado. Inicie sesión nuevamente.');
      }
      return { id: claims.id, perfil: usuario.perfil, nombre: usuario.nombre, apellidos: usuario.apellidos };
    },

    /** Ends the user's other sessions; the answer's token keeps this one going. */
    /** Wrong current passwords are limited like failed logins (a stolen session cannot guess it). */
    cambiarContrasena: (actor: Actor, actual: string, nueva: string): Promise<Sesion> =>
      limite.proteger({ titular: { usuarioId: actor.id }, origen: actor.origen, cuenta: actor.id }, async () => {
        const guardado = await usuarios.passwordHash(actor.id);
        if (!guardado || !(await coincide(guardado, actual))) throw new ContrasenaActualIncorrectaError();
        const passwordHash = await hash(nueva);
        // Recorded as that fact, never with a password or a hash.
        const version = await transaccion(async (tx) => {
          const nuevaVersion = await tx.usuariosCambios.cambiarContrasena(actor.id, passwordHash);
          await tx.historial.registrar(actor, { ...registroDeUsuario(actor.id), accion: 'cambiar-contrasena', cambios: {} });
          return nuevaVersion;
        });
        return sesion(actor.id, actor.perfil, version);
      }),

    /** Warms the dummy hash at start so the first unknown-e-mail login is not faster. */
    preparar: async () => { await ficticio(); },
  };
}
