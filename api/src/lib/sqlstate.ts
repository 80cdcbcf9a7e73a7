/** The SQLSTATE of a PostgreSQL error, also when drizzle wraps the driver's error (DrizzleQueryError keeps it in `cause`). */
export function sqlstate(error: unknown): string | undefined {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  const esSqlstate = (c: unknown): c is string => typeof c === 'string' && /^[0-9A-Z]{5}$/.test(c);
  if (esSqlstate(code)) return code;
  return esSqlstate(cause?.code) ? cause.code : undefined;
}
