import * as oidc from 'openid-client';
import type { ConfigOidc } from '../config';
import { ArranqueImposibleError } from '../lib/arranque';

/** What a started sign-in leaves for its callback. */
export interface Comprobaciones {
  state: string;
  nonce: string;
  verificador: string;
}

/** The claims Horas reads about the person, from the ID token and, where it leaves them out, userinfo. */
export type Reclamos = oidc.IDToken & Record<string, unknown>;

/** Seconds of clock difference accepted with the provider on the ID token's times. */
const TOLERANCIA_RELOJ_S = 30;

/**
 * The provider, as openid-client discovered it at start: the authorization URL and the callback's
 * checks (signature, issuer, audience, nonce, expiry, state, PKCE), never hand-rolled.
 */
export async function descubrirProveedor(config: ConfigOidc) {
  let cliente: oidc.Configuration;
  try {
    cliente = await oidc.discovery(
      new URL(config.issuer), config.clientId, { client_secret: config.clientSecret, [oidc.clockTolerance]: TOLERANCIA_RELOJ_S },
      oidc.ClientSecretBasic(config.clientSecret), { execute: config.permitirHttp ? [oidc.allowInsecureRequests] : [] },
    );
  } catch (error) {
    throw new ArranqueImposibleError(
      `No se pudo leer la configuración del proveedor de inicio de sesión único OIDC_ISSUER=${config.issuer} ` +
        `(${config.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration): ${(error as Error).message}`,
    );
  }

  return {
    /** A fresh state, nonce and PKCE verifier, and the provider's authorization URL carrying them. */
    async inicio(): Promise<{ comprobaciones: Comprobaciones; url: string }> {
      const comprobaciones = { state: oidc.randomState(), nonce: oidc.randomNonce(), verificador: oidc.randomPKCECodeVerifier() };
      const url = oidc.buildAuthorizationUrl(cliente, {
        redirect_uri: config.redirectUri, scope: 'openid email profile', state: comprobaciones.state, nonce: comprobaciones.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(comprobaciones.verificador), code_challenge_method: 'S256',
      });
      return { comprobaciones, url: url.href };
    },

    /** Exchanges the callback's code at OIDC_REDIRECT_URI (never the request's own URL) and checks the ID token; throws on any failure. */
    async canjear(parametros: URLSearchParams, { state, nonce, verificador }: Comprobaciones): Promise<Reclamos> {
      const vuelta = new URL(config.redirectUri);
      vuelta.search = parametros.toString();
      const tokens = await oidc.authorizationCodeGrant(cliente, vuelta, {
        pkceCodeVerifier: verificador, expectedState: state, expectedNonce: nonce, idTokenExpected: true,
      });
      const reclamos = tokens.claims()!;
      if (reclamos.email !== undefined && reclamos.email_verified !== undefined) return reclamos;
      // Providers that keep the profile claims to userinfo (Keycloak's and oidc-provider's defaults).
      const info = await oidc.fetchUserInfo(cliente, tokens.access_token, reclamos.sub);
      return { ...info, ...reclamos, email: reclamos.email ?? info.email, email_verified: reclamos.email_verified ?? info.email_verified };
    },
  };
}
export type ProveedorOidc = Awaited<ReturnType<typeof descubrirProveedor>>;
