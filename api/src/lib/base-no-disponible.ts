/** Node's socket errors when PostgreSQL's host or port does not answer. */
const CODIGOS_DE_RED = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** SQLSTATE 57P01-57P03: the server is shutting down, crashed, or is not accepting connections yet. */
const APAGADO = new Set(['57P01', '57P02', '57P03']);
/** pg's own errors for a connection that died or never opened (its connect time-out, 'timeout expired', and pg-pool's included). */
const MENSAJES_DE_PG = /^(Connection terminated|timeout expired$|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

function esDeConexion({ code, message }: { code?: unknown; message?: unknown }): boolean {
  const codigo = String(code);
  return CODIGOS_DE_RED.has(codigo) || codigo.startsWith('08') || APAGADO.has(codigo) || MENSAJES_DE_PG.test(String(message));
}

/**
 * The database could not be reached: the error or any error it wraps (drizzle's `cause`, the
 * `errors` of an AggregateError when `localhost` resolves to several addresses) is a connection one.
 * Returns the innermost such error, whose message names no SQL nor value.
 */
export function baseNoDisponible(error: unknown, profundidad = 0): Error | undefined {
  if (!error || typeof error !== 'object' || profundidad > 5) return undefined;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  for (const interno of [cause, ...(Array.isArray(errors) ? errors : [])]) {
    const hallado = baseNoDisponible(interno, profundidad + 1);
    if (hallado) return hallado;
  }
  return error instanceof Error && esDeConexion(error as Error & { code?: unknown }) ? error : undefined;
}
