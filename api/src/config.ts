import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Resolved at start (env or DATA_DIR file); empty until then. */
  jwtSecret: string;
  jwtExpiresIn: string;
  appTz: string;
  corsOrigins: string[];
  corsAnyLocalhost: boolean;
  loginRateMax: number;
  loginRateWindowMs: number;
  bodyLimit: number;
  seedDemo: boolean;
  validateResponses: boolean;
  logLevel: string;
  /** The clock; injectable so tests can fix "today". */
  now: () => Date;
}

const puertosFront = [3000, 3001, 3002, 3003, 3004];

function entero(valor: string | undefined, porDefecto: number): number {
  const n = Number(valor);
  return valor !== undefined && valor !== '' && Number.isFinite(n) ? n : porDefecto;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const produccion = env.NODE_ENV === 'production';
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
    loginRateMax: entero(env.LOGIN_RATE_MAX, 10),
    loginRateWindowMs: entero(env.LOGIN_RATE_WINDOW_MS, 60_000),
    bodyLimit: entero(env.BODY_LIMIT, 100 * 1024),
    seedDemo: env.SEED_DEMO === '1',
    validateResponses: env.VALIDATE_RESPONSES ? env.VALIDATE_RESPONSES === '1' : !produccion,
    logLevel: env.LOG_LEVEL || 'info',
    now: () => new Date(),
  };
}
