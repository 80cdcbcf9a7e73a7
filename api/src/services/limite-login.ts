import { formaCanonica } from '@horas/shared/contracts';
import { ContrasenaActualIncorrectaError, CredencialesInvalidasError, DemasiadosIntentosError } from '../lib/errores';
import type { Cuenta, LoginFallosRepository } from '../repositories/login-fallos';

/** Failed logins allowed per window, for each kind of key. */
export interface LimitesLogin {
  /** One account from one address: a person mistyping, or someone guessing from one machine. */
  porCuentaYOrigen: number;
  /** One account from anywhere: higher, so one machine alone cannot lock a colleague out. */
  porCuenta: number;
  /** One address, any account: an office behind one NAT shares it, so it is the highest. */
  porOrigen: number;
  ventanaMs: number;
}

const claves = (cuentaDicha: string, origen: string) => {
  // The account as the login finds it: look-alike spellings of one e-mail are one account.
  const cuenta = formaCanonica(cuentaDicha);
  return { cuentaYOrigen: `cuenta-origen:${cuenta}|${origen}`, cuenta: `cuenta:${cuenta}`, origen: `origen:${origen}` };
};

/**
 * Login throttling by failures, counted in the database (every instance sees the same numbers).
 * Each attempt is counted before the password is checked, so parallel attempts cannot slip past a
 * limit; a success, a refused attempt or an error takes its count back: only wrong passwords count.
 */
/** A wrong password: the only outcome that counts. */
const esContrasenaErronea = (error: unknown) => error instanceof CredencialesInvalidasError || error instanceof ContrasenaActualIncorrectaError;

export type LimiteLogin = ReturnType<typeof limiteLoginService>;

export function limiteLoginService(repo: LoginFallosRepository, limites: LimitesLogin, ahora: () => Date) {
  const limiteDe = (clave: string) =>
    clave.startsWith('cuenta-origen:') ? limites.porCuentaYOrigen : clave.startsWith('cuenta:') ? limites.porCuenta : limites.porOrigen;

  return {
    /** `cuenta`: the e-mail typed at login, or the signed-in user's own key for a password change. */
    async proteger<T>(cuenta: string, origen: string, comprobar: () => Promise<T>): Promise<T> {
      const t = ahora();
      const inicioVentana = new Date(t.getTime() - limites.ventanaMs);
      const clave = claves(cuenta, origen);
      const cuentas: Cuenta[] = await repo.contar(Object.values(clave), t, inicioVentana);
      const excedidas = cuentas.filter((c) => c.fallos > limiteDe(c.clave));
      if (excedidas.length > 0) {
        await repo.descontar(cuentas);
        const libre = Math.max(...excedidas.map((c) => c.desde.getTime() + limites.ventanaMs));
        throw new DemasiadosIntentosError(Math.max(1, Math.ceil((libre - t.getTime()) / 1000)));
      }
      try {
        const resultado = await comprobar();
        // Proved the password from here: this address's earlier mistakes on the account are forgiven.
        await repo.olvidar([clave.cuentaYOrigen]);
        await repo.descontar(cuentas.filter((c) => c.clave !== clave.cuentaYOrigen));
        return resultado;
      } catch (error) {
        if (esContrasenaErronea(error)) await repo.purgar(inicioVentana);
        else await repo.descontar(cuentas);
        throw error;
      }
    },
  };
}
