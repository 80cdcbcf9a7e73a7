import { PERFIL_ADMIN } from '@horas/shared/contracts';
import type { Config } from '../config';
import { SinPermisoError } from '../lib/errores';
import type { TokensCuentaRepository } from '../repositories/tokens-cuenta';

/**
 * LOGIN_CONTRASENA: who may hold a password session. With `administradores` only administrators;
 * anyone else signs in through the provider (its MFA), whatever way a password would let them in:
 * the login, a mailed link, a link mailed before the rule or before they lost the perfil.
 */
export function politicaDeContrasena({ loginContrasena, oidc }: Pick<Config, 'loginContrasena' | 'oidc'>) {
  const sinContrasena = (perfil: string) => loginContrasena === 'administradores' && perfil !== PERFIL_ADMIN;
  return {
    sinContrasena,

    /** 403 'Inicie sesión con {OIDC_NOMBRE}.' for a perfil that may not sign in with a password now. */
    exigirContrasena(perfil: string): void {
      if (sinContrasena(perfil)) throw new SinPermisoError(`Inicie sesión con ${oidc?.nombre}.`);
    },

    /**
     * In the transaction of a change of perfil: one that takes the password away (an administrator
     * no more) ends the person's pending links, so none is left to use.
     */
    async alCambiarPerfil(tokensCuenta: Pick<TokensCuentaRepository, 'anularDe'>, usuarioId: number, antes: string, despues: string): Promise<void> {
      if (!sinContrasena(antes) && sinContrasena(despues)) await tokensCuenta.anularDe(usuarioId);
    },
  };
}
export type PoliticaContrasena = ReturnType<typeof politicaDeContrasena>;
