import { createHash } from 'node:crypto';
import { DemasiadosIntentosError, EnlaceInvalidoError } from '../lib/errores';
import type { Cuenta, LoginFallosRepository } from '../repositories/login-fallos';
import type { LimitesLogin } from './limite-login';

/**
 * The address's ceiling of the failed logins (LOGIN_FALLOS_ORIGEN, same window) on the public
 * routes of the mailed links, counted in the database (every instance sees it; no cookie to drop):
 * every '¿Olvidó su contraseña?' request counts, so one address cannot probe e-mails without end;
 * on /activar and /restablecer a wrong link counts.
 */
export function limiteEnlacesService(repo: LoginFallosRepository, limites: Pick<LimitesLogin, 'porOrigen' | 'ventanaMs'>, ahora: () => Date) {
  // Its own kind of key: the login's address counter stays the login's.
  const clave = (origen: string) => createHash('sha256').update(JSON.stringify(['enlaces-origen', origen])).digest('hex');

  async function contar(origen: string): Promise<Cuenta[]> {
    const t = ahora();
    const cuentas = await repo.contar([clave(origen)], t, new Date(t.getTime() - limites.ventanaMs));
    const [{ fallos, desde }] = cuentas;
    if (fallos > limites.porOrigen) {
      await repo.descontar(cuentas);
      throw new DemasiadosIntentosError(Math.max(1, Math.ceil((desde.getTime() + limites.ventanaMs - t.getTime()) / 1000)));
    }
    return cuentas;
  }

  return {
    /** Counts a request for good (429 past the ceiling). */
    contar: async (origen: string): Promise<void> => { await contar(origen); },

    /** Counts the attempt; it is taken back unless the link was wrong. */
    async proteger<T>(origen: string, trabajo: () => Promise<T>): Promise<T> {
      const cuentas = await contar(origen);
      try {
        const resultado = await trabajo();
        await repo.descontar(cuentas);
        return resultado;
      } catch (error) {
        if (!(error instanceof EnlaceInvalidoError)) await repo.descontar(cuentas);
        throw error;
      }
    },
  };
}
export type LimiteEnlaces = ReturnType<typeof limiteEnlacesService>;
