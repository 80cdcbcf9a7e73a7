import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Provider from 'oidc-provider';
import { expect } from 'vitest';
import type { ConfigOidc } from '../src/config';

/** The redirect URI Horas is registered with (behind nginx: /api/auth/oidc/callback on the public host). */
export const REDIRECCION = 'https://horas.test/api/auth/oidc/callback';

/** A person at the provider: their claims, as the provider answers them (userinfo, since the ID token carries only `sub`). */
export type Reclamos = Record<string, unknown> & { sub: string };

/**
 * A real OpenID provider (panva's `oidc-provider`) on a free port, with Horas registered as a
 * confidential client; `cuentas` are its people, changeable between sign-ins.
 */
export async function proveedorDePrueba() {
  const cuentas = new Map<string, Reclamos>();
  const servidor = http.createServer();
  await new Promise<void>((listo) => servidor.listen(0, '127.0.0.1', listo));
  const issuer = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
  const proveedor = new Provider(issuer, {
    clients: [{ client_id: 'horas', client_secret: 'secreto-del-cliente-horas', redirect_uris: [REDIRECCION], response_types: ['code'], grant_types: ['authorization_code'] }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name', 'groups'] },
    findAccount: (_ctx, sub) => (cuentas.has(sub) ? { accountId: sub, claims: () => cuentas.get(sub)! } : undefined),
    // One second: an ID token from a clock behind Horas' is expired by (almost) the whole difference.
    ttl: { IdToken: 1 },
  });
  const reloj = { desfaseMs: 0 };
  // The provider's clock, `desfaseMs` off Horas' while it issues tokens (both run in this process).
  proveedor.use(async (ctx, siguiente) => {
    if (ctx.path !== '/token' || reloj.desfaseMs === 0) return siguiente();
    const real = Date.now;
    Date.now = () => real() + reloj.desfaseMs;
    try { await siguiente(); } finally { Date.now = real; }
  });
  servidor.on('request', proveedor.callback());
  const config: ConfigOidc = {
    issuer, clientId: 'horas', clientSecret: 'secreto-del-cliente-horas', redirectUri: REDIRECCION, nombre: 'Empresa',
    altaAutomatica: false, perfilInicial: 'Junior', claimGrupos: 'groups', grupoAdmin: undefined, permitirHttp: true,
  };
  return { issuer, cuentas, config, proveedor, reloj, cerrar: () => new Promise<void>((listo) => servidor.close(() => listo())) };
}

/**
 * A browser through the provider's own (development) login and consent pages: from the
 * authorization URL Horas answered to the callback URL the provider redirects to. `cancelar`: the
 * person aborts at the login page.
 */
export async function pasarPorElProveedor(urlDeAutorizacion: string, sub: string, { cancelar = false } = {}): Promise<URL> {
  const galletas = new Map<string, string>();
  const ir = async (url: string, cuerpo?: Record<string, string>) => {
    const res = await fetch(url, {
      redirect: 'manual', method: cuerpo ? 'POST' : 'GET', body: cuerpo && new URLSearchParams(cuerpo),
      headers: { cookie: [...galletas].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const linea of res.headers.getSetCookie()) {
      const [par] = linea.split(';');
      galletas.set(par.slice(0, par.indexOf('=')), par.slice(par.indexOf('=') + 1));
    }
    await res.arrayBuffer();
    return new URL(res.headers.get('location')!, url);
  };
  let siguiente = await ir(urlDeAutorizacion);
  for (let paso = 0; paso < 10; paso++) {
    if (siguiente.href.startsWith(REDIRECCION)) return siguiente;
    const interaccion = /^\/interaction\/([^/]+)$/.exec(siguiente.pathname);
    if (!interaccion) siguiente = await ir(siguiente.href);
    else if (cancelar) siguiente = await ir(`${siguiente.href}/abort`);
    else siguiente = await ir(siguiente.href, paso === 0 ? { prompt: 'login', login: sub, password: 'x' } : { prompt: 'consent' });
  }
  throw new Error(`El proveedor no volvió a ${REDIRECCION}`);
}

/**
 * A browser's trip through Horas (`app`, or another instance per call) and the provider, with the
 * browser's cookies for Horas (the pending sign-in's: set by the start, sent to and cleared by the
 * callback; one browser, so Path is not told apart).
 */
export function recorrido(app: FastifyInstance) {
  const galletas = new Map<string, string>();
  const guardar = (res: LightMyRequestResponse) => {
    for (const linea of [res.headers['set-cookie'] ?? []].flat()) {
      const [nombre, valor] = linea.split(';')[0].split('=');
      if (/;\s*Max-Age=0(;|$)/i.test(linea)) galletas.delete(nombre);
      else galletas.set(nombre, valor);
    }
  };
  const cabecera = () => [...galletas].map(([nombre, valor]) => `${nombre}=${valor}`).join('; ');
  const inicio = async (en = app): Promise<string> => {
    const res = await en.inject({ url: '/auth/oidc' });
    expect(res.statusCode, res.body).toBe(302);
    guardar(res);
    return res.headers.location as string;
  };
  const vuelta = async (urlDelProveedor: URL, en = app): Promise<string> => {
    const res = await en.inject({ url: `/auth/oidc/callback${urlDelProveedor.search}`, headers: galletas.size ? { cookie: cabecera() } : {} });
    expect(res.statusCode, res.body).toBe(302);
    guardar(res);
    return res.headers.location as string;
  };
  return {
    inicio, vuelta,
    /** The Cookie header this browser sends Horas ('' without any). */
    galletas: cabecera,
    /** Start, provider, callback: where the callback sends the browser. */
    ingresar: async (sub: string, en = app) => vuelta(await pasarPorElProveedor(await inicio(en), sub), en),
    canjear: (codigo: string, en = app) => en.inject({ method: 'POST', url: '/usuarios/login/sso', payload: { codigo } }),
  };
}
/** The one-time code in a callback's `{horas}/login#sso=…`. */
recorrido.codigoDe = (destino: string, horas: string): string => {
  expect(destino).toMatch(new RegExp(`^${horas}/login#sso=[\\w-]{40,}$`));
  return destino.split('#sso=')[1];
};
