import { hash } from '@node-rs/argon2';
import {
  MENSAJES_ALTA, MENSAJES_CUENTAS, PERFILES, type ActualizarUsuarioBody, type CrearUsuarioBody, type Usuario, type UsuarioBasico,
} from '@horas/shared/contracts';
import type { Config } from '../config';
import { ConflictoError, DatosInvalidosError, NoAutenticadoError, NoEncontradoError } from '../lib/errores';
import { hoyEn } from '../lib/fechas';
import type { CatalogoRepository } from '../repositories/catalogo';
import type { EnTransaccion } from '../repositories';
import type { HistorialRepository } from '../repositories/historial';
import type { SsoRepository } from '../repositories/sso';
import type { TokensCuentaRepository } from '../repositories/tokens-cuenta';
import type { UsuariosRepository } from '../repositories/usuarios';
import type { UsuariosCambiosRepository } from '../repositories/usuarios-cambios';
import { esAdmin, exigirAdmin, type Actor } from './actor';
import { crearUsuario, registroDeUsuario as registro } from './alta-usuario';
import { exigirAsignables, MENSAJES_AREA } from './asignables';
import { registrarEdicion } from './cambios';
import type { Cuentas } from './cuentas';
import type { PoliticaContrasena } from './politica-contrasena';
import { vistaUsuario } from './vistas-historial';

export interface UsuariosDeps {
  usuarios: Pick<UsuariosRepository, 'porId' | 'listar' | 'listarActivosBasico' | 'perfilesEnUso' | 'emailEnUso'>;
  catalogo: Pick<CatalogoRepository, 'areasPorIds'>;
  transaccion: EnTransaccion<{
    usuarios: Pick<UsuariosRepository, 'porId'>;
    usuariosCambios: Pick<UsuariosCambiosRepository, 'crear' | 'bloquearAdministradores' | 'actualizar' | 'administradoresActivos' | 'cambiarContrasena'>;
    historial: Pick<HistorialRepository, 'registrar'>;
    sso: Pick<SsoRepository, 'desvincular'>;
    tokensCuenta: Pick<TokensCuentaRepository, 'anularDe'>;
  }>;
  config: Pick<Config, 'appTz' | 'oidc' | 'now'>;
  invitaciones: Pick<Cuentas, 'exigirInvitable' | 'invitar'>;
  politica: Pick<PoliticaContrasena, 'alCambiarPerfil'>;
}

const unicos = (ids: number[]) => [...new Set(ids)];

/** The users: one's own profile, the list, and their administration. */
export function usuariosService({ usuarios, catalogo, transaccion, config, invitaciones, politica }: UsuariosDeps) {
  async function exigir(id: number): Promise<Usuario> {
    const usuario = await usuarios.porId(id);
    if (!usuario) throw new NoEncontradoError(`Usuario con ID ${id} no encontrado`);
    return usuario;
  }

  /** The base list, then any other perfil the data already holds. */
  async function perfiles(): Promise<string[]> {
    const base: readonly string[] = PERFILES;
    return [...base, ...(await usuarios.perfilesEnUso()).filter((p) => !base.includes(p))];
  }

  /** Perfil from the list, e-mail not in use by someone else, areas that exist (new ones active). */
  async function validar(body: { email?: string; perfil: string; areaIds: number[] }, actual?: Usuario): Promise<number[]> {
    const validos = await perfiles();
    if (!validos.includes(body.perfil)) throw new DatosInvalidosError(`El perfil '${body.perfil}' no existe. Elija uno de: ${validos.join(', ')}.`);
    if (body.email !== undefined && (await usuarios.emailEnUso(body.email, actual?.id))) {
      throw new ConflictoError(`Ya existe un usuario con el e-mail '${body.email}'.`);
    }
    const areaIds = unicos(body.areaIds);
    exigirAsignables(areaIds, await catalogo.areasPorIds(areaIds), actual?.areas.map((a) => a.id) ?? [], MENSAJES_AREA);
    return areaIds;
  }

  return {
    async yo(actor: Actor): Promise<Usuario> {
      const usuario = await usuarios.porId(actor.id);
      if (!usuario) throw new NoAutenticadoError('El usuario de la sesión ya no existe.');
      return usuario;
    },

    /** An administrator sees every user in full; anyone else, the names of the active ones. */
    listar: (actor: Actor): Promise<Usuario[] | UsuarioBasico[]> => (esAdmin(actor) ? usuarios.listar() : usuarios.listarActivosBasico()),

    perfiles(actor: Actor): Promise<string[]> {
      exigirAdmin(actor);
      return perfiles();
    },

    /** With `invitar`: created without a password (nothing is created without a mail server), then invited (502 if the mail fails). */
    async crear(actor: Actor, body: CrearUsuarioBody): Promise<Usuario> {
      exigirAdmin(actor);
      // Without a password nor an invitation only a person who signs in through the provider.
      if (body.contrasena === undefined && !body.invitar && !config.oidc) throw new DatosInvalidosError(MENSAJES_ALTA.ninguna);
      if (body.invitar) {
        invitaciones.exigirInvitable(body.perfil);
        if (body.activo === false) throw new ConflictoError(MENSAJES_CUENTAS.inactivo);
      }
      const areaIds = await validar(body);
      const { contrasena, invitar, activo = true, areasResponsable = [], ...datos } = body;
      const alta = hoyEn(config.appTz, config.now());
      const passwordHash = contrasena === undefined ? null : await hash(contrasena);
      const usuario = await transaccion((tx) => crearUsuario(tx, actor, { ...datos, activo, alta, passwordHash }, { areaIds, responsables: unicos(areasResponsable) }));
      return invitar ? invitaciones.invitar(actor, usuario.id) : usuario;
    },

    /**
     * Under a lock every instance shares, in the same transaction as the change: two administrators
     * demoting each other at once cannot leave no active administrator.
     */
    async actualizar(actor: Actor, id: number, body: ActualizarUsuarioBody): Promise<Usuario> {
      exigirAdmin(actor);
      const areaIds = await validar(body, await exigir(id));
      const { areaIds: _areas, areasResponsable, ...datos } = body;
      return transaccion(async (tx) => {
        await tx.usuariosCambios.bloquearAdministradores();
        // Every edit of a user takes this lock first: what is read here is what the edit replaces.
        const antes = (await tx.usuarios.porId(id))!;
        // Absent: the areas led stay, but for those the user no longer belongs to.
        const responsables = areasResponsable ? unicos(areasResponsable) : antes.areasResponsable.filter((a) => areaIds.includes(a));
        await tx.usuariosCambios.actualizar(id, datos, { areaIds, responsables });
        if ((await tx.usuariosCambios.administradoresActivos()) === 0) throw new ConflictoError('Debe quedar al menos un administrador activo.');
        const despues = (await tx.usuarios.porId(id))!;
        await politica.alCambiarPerfil(tx.tokensCuenta, id, antes.perfil, despues.perfil);
        await registrarEdicion(tx.historial, actor, { ...registro(id), antes: vistaUsuario(antes), despues: vistaUsuario(despues) });
        return despues;
      });
    },

    /** A new password set by an administrator; every session of that user ends. Recorded as that fact, without the password. */
    async restablecerContrasena(actor: Actor, id: number, contrasena: string): Promise<Usuario> {
      exigirAdmin(actor);
      await exigir(id);
      const passwordHash = await hash(contrasena);
      await transaccion(async (tx) => {
        await tx.usuariosCambios.cambiarContrasena(id, passwordHash);
        await tx.historial.registrar(actor, { ...registro(id), accion: 'restablecer-contrasena', cambios: {} });
      });
      return exigir(id);
    },

    /** Ends the user's single sign-on link: their next sign-in through the provider links them again by the rules. */
    async desvincularSso(actor: Actor, id: number): Promise<Usuario> {
      exigirAdmin(actor);
      await exigir(id);
      await transaccion(async (tx) => {
        if (!(await tx.sso.desvincular(id))) throw new ConflictoError('El usuario no está vinculado al inicio de sesión único.');
        await tx.historial.registrar(actor, { ...registro(id), accion: 'desvincular-sso', cambios: {} });
      });
      return exigir(id);
    },
  };
}
