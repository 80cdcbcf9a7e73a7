import { createHash } from 'node:crypto';
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
  /** One device value (a browser where the account signed in before), in place of the account's. */
  porDispositivo: number;
  ventanaMs: number;
}

/** Whose password is being tried: an e-mail typed at login, or a signed-in user's own (password change). */
export type Titular = { email: string } | { usuarioId: number };

export interface Intento {
  titular: Titular;
  /** The client's address. */
  origen: string;
  /** The id of a device value valid for this account (services/dispositivos.ts), when the attempt carried one. */
  dispositivo?: string;
  /** The user whose password this is, when there is one: a ceiling of theirs reached is recorded as a lock-out. */
  cuenta?: number;
}

/** Records that an account reached a ceiling, from the attempt's address (once per lock). */
export type RegistrarBloqueo = (usuarioId: number, origen: string) => Promise<void>;

// The account as the login finds it: look-alike spellings of one e-mail are one account.
const cuentaDe = (titular: Titular) => ('email' in titular ? ['email', formaCanonica(titular.email)] : ['usuario', String(titular.usuarioId)]);

/**
 * A key of one kind: the kind first and every part JSON-quoted, so no input can pose as another
 * kind or another part (the e-mail 'usuario:13' is not user 13); then hashed, so a key is 64
 * characters whatever the e-mail or address sent.
 */
const clave = (...partes: string[]) => createHash('sha256').update(JSON.stringify(partes)).digest('hex');

/**
 * The keys an attempt counts on, each with its ceiling: `propias` are forgiven by a success;
 * `deLaCuenta` (all but the address's) lock the account when they reach their ceiling.
 */
function clavesDe({ titular, origen, dispositivo }: Intento, limites: LimitesLogin) {
  const cuenta = cuentaDe(titular);
  const cuentaYOrigen = { clave: clave('cuenta-origen', ...cuenta, origen), limite: limites.porCuentaYOrigen };
  const delOrigen = { clave: clave('origen', origen), limite: limites.porOrigen };
  // A browser the account signed in from is not held back by failures elsewhere: its device value's
  // own ceiling replaces the account's (the address ceilings still apply).
  if (dispositivo === undefined) {
    const deCuenta = { clave: clave('cuenta', ...cuenta), limite: limites.porCuenta };
    return { propias: [cuentaYOrigen], deLaCuenta: [cuentaYOrigen, deCuenta], todas: [cuentaYOrigen, delOrigen, deCuenta] };
  }
  const delDispositivo = { clave: clave('dispositivo', dispositivo), limite: limites.porDispositivo };
  return { propias: [cuentaYOrigen, delDispositivo], deLaCuenta: [cuentaYOrigen, delDispositivo], todas: [cuentaYOrigen, delDispositivo, delOrigen] };
}

/** A wrong password: the only outcome that counts. */
const esContrasenaErronea = (error: unknown) => error instanceof CredencialesInvalidasError || error instanceof ContrasenaActualIncorrectaError;

export type LimiteLogin = ReturnType<typeof limiteLoginService>;

/**
 * Login throttling by failures, counted in the database (every instance sees the same numbers).
 * Each attempt is counted before the password is checked, so parallel attempts cannot slip past a
 * limit; a success, a refused attempt or an error takes its count back: only wrong passwords count.
 * The wrong password that brings a key to its ceiling (the next attempt answers 429) begins a
 * lock-out of a whole window from that moment; on one of the account's keys it is recorded as a
 * lock-out: once per lock, since attempts past a ceiling are not counted.
 */
export function limiteLoginService(repo: LoginFallosRepository, limites: LimitesLogin, ahora: () => Date, registrarBloqueo: RegistrarBloqueo) {
  return {
    async proteger<T>(intento: Intento, comprobar: () => Promise<T>): Promise<T> {
      const t = ahora();
      const inicioVentana = new Date(t.getTime() - limites.ventanaMs);
      const { propias, deLaCuenta, todas } = clavesDe(intento, limites);
      const limiteDe = new Map(todas.map((c) => [c.clave, c.limite]));
      const cuentas: Cuenta[] = await repo.contar(todas.map((c) => c.clave), t, inicioVentana);
      const excedidas = cuentas.filter((c) => c.fallos > (limiteDe.get(c.clave) ?? 0));
      if (excedidas.length > 0) {
        await repo.descontar(cuentas);
        const libre = Math.max(...excedidas.map((c) => c.desde.getTime() + limites.ventanaMs));
        throw new DemasiadosIntentosError(libre - t.getTime());
      }
      try {
        const resultado = await comprobar();
        // Proved the password from here (and with this device value): their earlier mistakes are forgiven.
        const perdonadas = new Set(propias.map((c) => c.clave));
        await repo.olvidar([...perdonadas]);
        await repo.descontar(cuentas.filter((c) => !perdonadas.has(c.clave)));
        return resultado;
      } catch (error) {
        if (!esContrasenaErronea(error)) {
          await repo.descontar(cuentas);
          throw error;
        }
        await repo.purgar(inicioVentana);
        await repo.bloquear(cuentas.filter((c) => c.fallos === limiteDe.get(c.clave)), ahora());
        const techos = new Map(deLaCuenta.map((c) => [c.clave, c.limite]));
        const bloqueada = cuentas.some((c) => c.fallos === techos.get(c.clave));
        if (bloqueada && intento.cuenta !== undefined) await registrarBloqueo(intento.cuenta, intento.origen);
        throw error;
      }
    },
  };
}
