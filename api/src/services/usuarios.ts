import { hash, verify } from '@node-rs/argon2';
import type { Sesion, Usuario } from '@horas/shared/contracts';
import { CredencialesInvalidasError, NoAutenticadoError } from '../lib/errores';
import { usuariosRepository } from '../repositories/usuarios';
import type { Actor } from './actor';
import type { Contexto } from './contexto';

/** Verified when the e-mail is unknown, so both failures take about the same time. */
let hashFicticio: Promise<string> | undefined;
const ficticio = () => (hashFicticio ??= hash('contraseña-ficticia-para-igualar-tiempos'));

export function usuariosService({ db, firmar }: Contexto) {
  const repo = usuariosRepository(db);
  return {
    async login(email: string, contrasena: string): Promise<Sesion> {
      const usuario = await repo.credencialesPorEmail(email);
      const valida = await verify(usuario?.passwordHash ?? (await ficticio()), contrasena).catch(() => false);
      if (!usuario || !valida) throw new CredencialesInvalidasError();
      return { token: firmar({ id: usuario.id, perfil: usuario.perfil }), id: usuario.id, perfil: usuario.perfil };
    },

    async yo(actor: Actor): Promise<Usuario> {
      const usuario = await repo.porId(actor.id);
      if (!usuario) throw new NoAutenticadoError('El usuario de la sesión ya no existe.');
      return usuario;
    },

    listar: (): Promise<Usuario[]> => repo.listar(),

    /** Warms the dummy hash at start so the first unknown-e-mail login is not faster. */
    preparar: async () => { await ficticio(); },
  };
}
