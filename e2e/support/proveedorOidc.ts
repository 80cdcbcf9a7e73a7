import http from 'node:http';
import Provider from 'oidc-provider';
import { AVISO_PROVEEDOR_LISTO, CLIENTE_OIDC, ISSUER_OIDC, REDIRECCION_OIDC } from './proveedorCompartido';

/**
 * Run by playwright.config.ts as a webServer: a real OpenID provider (panva's `oidc-provider`) with
 * its own development login page. Whatever is typed as its login is the person's e-mail, verified.
 */
const proveedor = new Provider(ISSUER_OIDC, {
  clients: [{
    client_id: CLIENTE_OIDC.id, client_secret: CLIENTE_OIDC.secreto, redirect_uris: [REDIRECCION_OIDC],
    response_types: ['code'], grant_types: ['authorization_code'],
  }],
  claims: { openid: ['sub'], email: ['email', 'email_verified'] },
  findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub, email: sub, email_verified: true }) }),
});
http.createServer(proveedor.callback()).listen(Number(new URL(ISSUER_OIDC).port), '127.0.0.1', () => console.log(AVISO_PROVEEDOR_LISTO));
