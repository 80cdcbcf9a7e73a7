import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a device value lets its browser past the account's failed-login ceiling. */
export const VIGENCIA_DISPOSITIVO_MS = 90 * 24 * 60 * 60_000;

export type Dispositivos = ReturnType<typeof dispositivosService>;

/**
 * Device values ("device cookies", OWASP): what a successful login answers for that account on that
 * browser, and what lets it in while others have locked the account. `usuario.version.id.expira`
 * signed with HMAC-SHA256 under a key derived from the token secret, so neither a session token nor
 * anything else signed with that secret can pass for one. The session version binds it to the
 * password it was earned with: a password change or reset retires every device value of the user.
 */
export function dispositivosService(secreto: string, ahora: () => Date) {
  const clave = createHmac('sha256', secreto).update('horas:dispositivo-de-login').digest();
  const firma = (datos: string) => createHmac('sha256', clave).update(datos).digest('base64url');

  return {
    emitir(usuarioId: number, version: number): string {
      const datos = [usuarioId, version, randomBytes(16).toString('base64url'), ahora().getTime() + VIGENCIA_DISPOSITIVO_MS].join('.');
      return `${datos}.${firma(datos)}`;
    },

    /** The value's own id when it is this user's, signed by us, unexpired and of the current session version. */
    verificar(valor: string, usuarioId: number, version: number): string | undefined {
      const corte = valor.lastIndexOf('.');
      const datos = valor.slice(0, corte);
      const dada = Buffer.from(valor.slice(corte + 1));
      const esperada = Buffer.from(firma(datos));
      if (corte < 0 || dada.length !== esperada.length || !timingSafeEqual(dada, esperada)) return undefined;
      const [usuario, ver, id, expira] = datos.split('.');
      const vigente = Number(usuario) === usuarioId && Number(ver) === version && Number(expira) > ahora().getTime();
      return vigente ? id : undefined;
    },
  };
}
