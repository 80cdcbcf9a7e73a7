import { createHmac } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import type { Comprobaciones } from './proveedor-oidc';

const NOMBRE = 'horas_sso';
/** How long a started sign-in may spend at the provider. */
const PENDIENTE_S = 600;
/** A JWE sealed with the shared key itself: AES-256-GCM, encrypted and authenticated. */
const CIFRADO = { alg: 'dir', enc: 'A256GCM' } as const;

/**
 * A single sign-on started and not yet back (its state, nonce and PKCE verifier), sealed in a cookie
 * of the browser that started it: GET /auth/oidc is public and writes nothing anywhere, and only that
 * browser can finish the sign-in. An encrypted JWT (jose) under a key derived from the token secret,
 * which every instance shares, so the callback may land on any of them; its `exp` ends it after 10
 * minutes. The cookie goes to OIDC_REDIRECT_URI's path only, HttpOnly, SameSite=Lax (the provider
 * sends the browser back with a top-level GET) and Secure on https.
 */
export function pendienteEnGalleta(secreto: string, redirectUri: string, ahora: () => Date) {
  const clave = createHmac('sha256', secreto).update('horas:sso-pendiente').digest();
  const vuelta = new URL(redirectUri);
  const atributos = (segundos: number) =>
    `Path=${vuelta.pathname}; Max-Age=${segundos}; HttpOnly; SameSite=Lax${vuelta.protocol === 'https:' ? '; Secure' : ''}`;

  return {
    /** The Set-Cookie of a new start. */
    async guardar({ state, nonce, verificador }: Comprobaciones): Promise<string> {
      const sellado = await new EncryptJWT({ state, nonce, verificador }).setProtectedHeader(CIFRADO)
        .setExpirationTime(new Date(ahora().getTime() + PENDIENTE_S * 1000)).encrypt(clave);
      return `${NOMBRE}=${sellado}; ${atributos(PENDIENTE_S)}`;
    },

    /** The started sign-in in a request's Cookie header: sealed here, unaltered and under 10 minutes old. */
    async leer(cabecera: string | undefined): Promise<Comprobaciones | undefined> {
      const galleta = cabecera?.split(';').map((par) => par.trim()).find((par) => par.startsWith(`${NOMBRE}=`));
      if (galleta === undefined) return undefined;
      try {
        const { payload } = await jwtDecrypt<Comprobaciones>(galleta.slice(NOMBRE.length + 1), clave, {
          currentDate: ahora(), keyManagementAlgorithms: [CIFRADO.alg], contentEncryptionAlgorithms: [CIFRADO.enc],
        });
        return { state: payload.state, nonce: payload.nonce, verificador: payload.verificador };
      } catch {
        return undefined; // not sealed with this key, altered or expired
      }
    },

    /** The Set-Cookie that ends it (the callback's, whatever its outcome). */
    borrar: `${NOMBRE}=; ${atributos(0)}`,
  };
}
