import path from 'node:path';
import { CRONOMETRO_MAXIMO_HORAS_DEFECTO } from '@horas/shared/contracts';
import { ArranqueImposibleError } from './lib/arranque';
import type { LimitesLogin } from './services/limite-login';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Resolved at start (JWT_SECRET, else the one kept in the database); empty until then. */
  jwtSecret: string;
  jwtExpiresIn: string;
  appTz: string;
  corsOrigins: string[];
  corsAnyLocalhost: boolean;
  /** Failed-login ceilings (services/limite-login.ts), counted in the database. */
  loginFallos: LimitesLogin;
  /** Requests per minute per client address, any route (`@fastify/rate-limit`, per instance); 0 = off. */
  rateLimitMax: number;
  bodyLimit: number;
  seedDemo: boolean;
  validateResponses: boolean;
  logLevel: string;
  /** The OpenAPI document and UI at /docs: on unless NODE_ENV=production, where DOCS=1 turns them on. */
  docs: boolean;
  /** Fastify's `trustProxy`: off, the proxies' addresses / CIDRs, or true (any peer; refused in production). */
  trustProxy: boolean | string[];
  /** The reminders' mail server (`smtp://user:pass@host:587`, `smtps://…`); unset: reminders are only listed. */
  smtpUrl: string | undefined;
  /** The reminders' sender (`Horas <horas@example.com>`); required with SMTP_URL. */
  smtpFrom: string | undefined;
  /** How long the mail server may take to accept a connection and to greet it, in ms (correo/smtp.ts). */
  smtpTimeoutMs: number;
  /**
   * DESPEDIDA_MS: after SIGTERM, how long the instance waits for its clients to close their
   * connections before it cuts them (lib/despedida.ts); longer than the proxy's idle keep-alive.
   */
  despedidaMs: number;
  /** RETRASO_DE_PRUEBA_MS: each answer waits at random up to this long, for the end-to-end tests only (plugins/retraso-de-prueba.ts); 0 = off. */
  retrasoDePruebaMs: number;
  /** The shell's public address, linked from the reminders and the only base of the mailed links (never a request's Host). */
  horasUrl: string;
  /** INVITACION_DIAS: how long an invitation link lives. */
  invitacionDias: number;
  /** RESTABLECER_MINUTOS: how long a reset link lives. */
  restablecerMinutos: number;
  /** HH:MM (APP_TZ) from which each working day's reminders go out. */
  recordatoriosHora: string;
  /** HISTORIAL_MESES: history records older than this many months are purged; undefined: kept for ever. */
  historialMeses: number | undefined;
  /** CRONOMETRO_MAXIMO_HORAS: a timer that ran longer is stopped only with the hours worked given. */
  cronometroMaximoHoras: number;
  /** Single sign-on through the company's OpenID provider (OIDC_*); undefined without OIDC_ISSUER. */
  oidc: ConfigOidc | undefined;
  /** LOGIN_CONTRASENA: who may sign in with a password ('administradores': only they, a way in if the provider fails). */
  loginContrasena: 'todos' | 'administradores';
  /** The clock; injectable so tests can fix "today". */
  now: () => Date;
}

export interface ConfigOidc {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The public URL of /auth/oidc/callback as registered at the provider; the code exchange uses it, never the request's URL. */
  redirectUri: string;
  /** The provider's name on the login button. */
  nombre: string;
  /** A person unknown to Horas is created at their first sign-in. */
  altaAutomatica: boolean;
  perfilInicial: string;
  /** The claim listing the person's groups, and the group whose members are administrators (undefined: perfiles managed only in Horas). */
  claimGrupos: string;
  grupoAdmin: string | undefined;
  /** http: issuers (tests, local set-ups); never with NODE_ENV=production. */
  permitirHttp: boolean;
}

// The shell and the remotes on their default ports (shared/apps.ts, which the API may not import).
const puertosFront = [3000, 3001, 3002, 3003, 3004, 3005];

function entero(valor: string | undefined, porDefecto: number): number {
  const n = Number(valor);
  return valor !== undefined && valor !== '' && Number.isFinite(n) ? n : porDefecto;
}

/**
 * TRUST_PROXY: unset, `0` or `false` = off; `true` = any peer; else a comma list of the proxies'
 * addresses or CIDRs (or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`).
 * `true` takes the leftmost X-Forwarded-For value, which the client writes (a proxy appends to the
 * header, it does not replace it): in production only the proxies' addresses are accepted.
 */
function leerTrustProxy(valor: string | undefined, produccion: boolean): Config['trustProxy'] {
  if (!valor || valor === '0' || valor === 'false') return false;
  if (valor === 'true' && produccion) {
    throw new ArranqueImposibleError(
      'TRUST_PROXY=true no se admite con NODE_ENV=production: la dirección del cliente sería la que el propio cliente escribe en X-Forwarded-For. ' +
        'Indique las direcciones de los proxies, separadas por comas (p. ej. TRUST_PROXY=127.0.0.1 o TRUST_PROXY=10.0.0.5,10.0.0.6).',
    );
  }
  if (valor === 'true') return true;
  return valor.split(',').map((v) => v.trim()).filter(Boolean);
}

/** A link's life (INVITACION_DIAS, RESTABLECER_MINUTOS), a timer's longest run (CRONOMETRO_MAXIMO_HORAS): unset, the default; else a whole number from 1. */
function leerEnteroPositivo(nombre: string, valor: string | undefined, porDefecto: number, unidad: string): number {
  if (valor === undefined || valor.trim() === '') return porDefecto;
  if (!/^[1-9][0-9]{0,5}$/.test(valor.trim())) throw new ArranqueImposibleError(`${nombre} debe ser un número entero de ${unidad} mayor que 0; se recibió '${valor}'.`);
  return Number(valor.trim());
}

/** A whole number of milliseconds from 0 (a value of its own: 0 is a valid wait). */
function leerMilisegundos(nombre: string, valor: string | undefined, porDefecto: number): number {
  if (valor === undefined || valor.trim() === '') return porDefecto;
  if (!/^[0-9]{1,6}$/.test(valor.trim())) throw new ArranqueImposibleError(`${nombre} debe ser un número entero de milisegundos (0 o más); se recibió '${valor}'.`);
  return Number(valor.trim());
}

/** RETRASO_DE_PRUEBA_MS: slows every answer down on purpose, so never with NODE_ENV=production. */
function leerRetrasoDePrueba(valor: string | undefined, produccion: boolean): number {
  const ms = leerMilisegundos('RETRASO_DE_PRUEBA_MS', valor, 0);
  if (ms > 0 && produccion) throw new ArranqueImposibleError('RETRASO_DE_PRUEBA_MS demora cada respuesta y es solo para las pruebas: no se admite con NODE_ENV=production.');
  return ms;
}

/** HISTORIAL_MESES: unset or empty for ever, else a whole number of months from 1. */
function leerHistorialMeses(valor: string | undefined): number | undefined {
  if (valor === undefined || valor.trim() === '') return undefined;
  if (!/^[1-9][0-9]{0,3}$/.test(valor.trim())) {
    throw new ArranqueImposibleError(`HISTORIAL_MESES debe ser un número entero de meses entre 1 y 9999 (o no definirse, para conservar el historial para siempre); se recibió '${valor}'.`);
  }
  return Number(valor.trim());
}

/** OIDC_*: undefined without OIDC_ISSUER; with it, the client's registration is required. */
function leerOidc(env: NodeJS.ProcessEnv, produccion: boolean): ConfigOidc | undefined {
  const issuer = env.OIDC_ISSUER?.trim();
  if (!issuer) return undefined;
  const faltan = (['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_REDIRECT_URI'] as const).filter((n) => !env[n]?.trim());
  if (faltan.length > 0) throw new ArranqueImposibleError(`Con OIDC_ISSUER hacen falta ${faltan.join(', ')} (el registro de Horas en el proveedor).`);
  if (produccion && !env.HORAS_URL) {
    throw new ArranqueImposibleError('Con NODE_ENV=production y OIDC_ISSUER hace falta HORAS_URL, la dirección pública de Horas: el inicio de sesión único vuelve a ella.');
  }
  if (produccion && !issuer.startsWith('https:')) throw new ArranqueImposibleError(`OIDC_ISSUER debe ser https: con NODE_ENV=production; se recibió '${issuer}'.`);
  return {
    issuer,
    clientId: env.OIDC_CLIENT_ID!.trim(),
    clientSecret: env.OIDC_CLIENT_SECRET!.trim(),
    redirectUri: env.OIDC_REDIRECT_URI!.trim(),
    nombre: env.OIDC_NOMBRE?.trim() || 'SSO',
    altaAutomatica: env.OIDC_ALTA_AUTOMATICA === '1',
    perfilInicial: env.OIDC_PERFIL_INICIAL?.trim() || 'Junior',
    claimGrupos: env.OIDC_CLAIM_GRUPOS?.trim() || 'groups',
    grupoAdmin: env.OIDC_GRUPO_ADMIN?.trim() || undefined,
    permitirHttp: !produccion,
  };
}

function leerLoginContrasena(valor: string | undefined): Config['loginContrasena'] {
  if (valor === undefined || valor.trim() === '' || valor.trim() === 'todos') return 'todos';
  if (valor.trim() === 'administradores') return 'administradores';
  throw new ArranqueImposibleError(`LOGIN_CONTRASENA debe ser 'todos' o 'administradores'; se recibió '${valor}'.`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const produccion = env.NODE_ENV === 'production';
  if (produccion && env.SMTP_URL && !env.HORAS_URL) {
    throw new ArranqueImposibleError(
      'Con NODE_ENV=production y SMTP_URL hace falta HORAS_URL, la dirección pública de Horas (por ejemplo https://horas.example.com): ' +
        'sin ella los enlaces de los correos apuntarían a localhost.',
    );
  }
  const oidc = leerOidc(env, produccion);
  const loginContrasena = leerLoginContrasena(env.LOGIN_CONTRASENA);
  if (loginContrasena === 'administradores' && !oidc) {
    throw new ArranqueImposibleError('LOGIN_CONTRASENA=administradores necesita OIDC_ISSUER: sin inicio de sesión único nadie más podría entrar.');
  }
  return {
    port: entero(env.PORT, 4000),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET ?? '',
    jwtExpiresIn: env.JWT_EXPIRES_IN || '8h',
    appTz: env.APP_TZ || Intl.DateTimeFormat().resolvedOptions().timeZone,
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean)
      : puertosFront.flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]),
    corsAnyLocalhost: env.CORS_ANY_LOCALHOST ? env.CORS_ANY_LOCALHOST === '1' : !produccion,
    loginFallos: {
      porCuentaYOrigen: entero(env.LOGIN_FALLOS_CUENTA_ORIGEN, 5),
      porCuenta: entero(env.LOGIN_FALLOS_CUENTA, 20),
      porOrigen: entero(env.LOGIN_FALLOS_ORIGEN, 100),
      porDispositivo: entero(env.LOGIN_FALLOS_DISPOSITIVO, 5),
      ventanaMs: entero(env.LOGIN_FALLOS_VENTANA_MS, 15 * 60_000),
    },
    rateLimitMax: entero(env.RATE_LIMIT_MAX, 3000),
    bodyLimit: entero(env.BODY_LIMIT, 100 * 1024),
    seedDemo: env.SEED_DEMO === '1',
    validateResponses: env.VALIDATE_RESPONSES ? env.VALIDATE_RESPONSES === '1' : !produccion,
    logLevel: env.LOG_LEVEL || 'info',
    docs: env.DOCS ? env.DOCS === '1' : !produccion,
    trustProxy: leerTrustProxy(env.TRUST_PROXY, produccion),
    smtpUrl: env.SMTP_URL || undefined,
    smtpFrom: env.SMTP_FROM || undefined,
    smtpTimeoutMs: entero(env.SMTP_TIMEOUT_MS, 15_000),
    despedidaMs: leerMilisegundos('DESPEDIDA_MS', env.DESPEDIDA_MS, 5000),
    retrasoDePruebaMs: leerRetrasoDePrueba(env.RETRASO_DE_PRUEBA_MS, produccion),
    horasUrl: env.HORAS_URL || `http://localhost:${puertosFront[0]}`,
    invitacionDias: leerEnteroPositivo('INVITACION_DIAS', env.INVITACION_DIAS, 7, 'días'),
    restablecerMinutos: leerEnteroPositivo('RESTABLECER_MINUTOS', env.RESTABLECER_MINUTOS, 60, 'minutos'),
    recordatoriosHora: env.RECORDATORIOS_HORA || '09:30',
    historialMeses: leerHistorialMeses(env.HISTORIAL_MESES),
    cronometroMaximoHoras: leerEnteroPositivo('CRONOMETRO_MAXIMO_HORAS', env.CRONOMETRO_MAXIMO_HORAS, CRONOMETRO_MAXIMO_HORAS_DEFECTO, 'horas'),
    oidc,
    loginContrasena,
    now: () => new Date(),
  };
}
