import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { Comprobaciones } from './proveedor-oidc';

const NOMBRE = 'horas_sso';
/** How long a started sign-in may spend at the provider. */
const PENDIENTE_S = 600;
const IV = 12;
const ETIQUETA = 16;

/**
 * A single sign-on started and not yet back (its state, nonce and PKCE verifier), sealed in a cookie
 * of the browser that started it: GET /auth/oidc is public and writes nothing anywhere, and only that
 * browser can finish the sign-in. AES-256-GCM (encrypted and authenticated) under a key derived from
 * the token secret, which every instance shares, so the callback may land on any of them. The cookie
 * goes to OIDC_REDIRECT_URI's path only, HttpOnly, SameSite=Lax (the provider sends the browser back
 * with a top-level GET) and Secure on https.
 */
export function pendienteEnGalleta(secreto: string, redirectUri: string, ahora: () => Date) {
  const clave = createHmac('sha256', secreto).update('horas:sso-pendiente').digest();
  const vuelta = new URL(redirectUri);
  const atributos = (segundos: number) =>
    `Path=${vuelta.pathname}; Max-Age=${segundos}; HttpOnly; SameSite=Lax${vuelta.protocol === 'https:' ? '; Secure' : ''}`;

  function abrir(sellado: string): Comprobaciones | undefined {
    const bytes = Buffer.from(sellado, 'base64url');
    if (bytes.length <= IV + ETIQUETA) return undefined;
    const descifrador = createDecipheriv('aes-256-gcm', clave, bytes.subarray(0, IV));
    descifrador.setAuthTag(bytes.subarray(bytes.length - ETIQUETA));
    try {
      const { vence, ...comprobaciones } = JSON.parse(Buffer.concat([descifrador.update(bytes.subarray(IV, -ETIQUETA)), descifrador.final()]).toString()) as
        Comprobaciones & { vence: number };
      return vence > ahora().getTime() ? comprobaciones : undefined;
    } catch {
      return undefined; // not sealed with this key, or altered
    }
  }

  return {
    /** The Set-Cookie of a new start. */
    guardar(comprobaciones: Comprobaciones): string {
      const iv = randomBytes(IV);
      const cifrador = createCipheriv('aes-256-gcm', clave, iv);
      const datos = JSON.stringify({ ...comprobaciones, vence: ahora().getTime() + PENDIENTE_S * 1000 });
      const sellado = Buffer.concat([iv, cifrador.update(datos), cifrador.final(), cifrador.getAuthTag()]).toString('base64url');
      return `${NOMBRE}=${sellado}; ${atributos(PENDIENTE_S)}`;
    },

    /** The started sign-in in a request's Cookie header: sealed here, unaltered and under 10 minutes old. */
    leer(cabecera: string | undefined): Comprobaciones | undefined {
      const galleta = cabecera?.split(';').map((par) => par.trim()).find((par) => par.startsWith(`${NOMBRE}=`));
      return galleta === undefined ? undefined : abrir(galleta.slice(NOMBRE.length + 1));
    },

    /** The Set-Cookie that ends it (the callback's, whatever its outcome). */
    borrar: `${NOMBRE}=; ${atributos(0)}`,
  };
}
