import type { FastifyRequest } from 'fastify';

/** Longest text a log field keeps: a URL, a header or an error message can be as long as a client makes it. */
const LARGO = 300;

const recortar = (texto: unknown, maximo = LARGO): string => {
  const s = String(texto ?? '');
  return s.length > maximo ? `${s.slice(0, maximo)}… (${s.length} caracteres)` : s;
};

interface ErrorConCodigo { name?: unknown; code?: unknown; message?: unknown; stack?: unknown; cause?: unknown }

const resumen = (error: ErrorConCodigo) => ({
  type: recortar(error.name ?? typeof error, 60), code: error.code === undefined ? undefined : recortar(error.code, 60), message: recortar(error.message),
});

/**
 * An error as the log keeps it: type, code and message cut short, the stack's frames (code, not
 * data), the cause's type, code and message. Never the rest: a driver's error carries the query's
 * parameters (what the client sent, password hashes), and its message and stack repeat them.
 */
export function errorParaElRegistro(error: unknown): { type: string; message: string; stack: string; [campo: string]: unknown } {
  const e: ErrorConCodigo = error && typeof error === 'object' ? error : { message: error };
  const marcos = typeof e.stack === 'string' ? e.stack.split('\n').filter((linea) => linea.trimStart().startsWith('at ')).slice(0, 12) : [];
  const causa = e.cause && typeof e.cause === 'object' ? resumen(e.cause as ErrorConCodigo) : undefined;
  return { ...resumen(e), stack: marcos.map((marco) => recortar(marco.trim(), 200)).join('\n'), causa };
}

/** buildApp's log serializers (Fastify keeps its own for `res`): its fields, each text a client controls bounded. */
export const serializadoresDelRegistro = {
  req: (req: FastifyRequest) => ({
    method: recortar(req.method, 20),
    url: recortar(req.url, 1000),
    host: recortar(req.host),
    remoteAddress: recortar(req.ip, 64),
    remotePort: req.socket?.remotePort,
  }),
  err: errorParaElRegistro,
};
