/** The SQLSTATE of a PostgreSQL error, also when drizzle wraps the driver's error (DrizzleQueryError keeps it in `cause`). */
export function sqlstate(error: unknown): string | undefined {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  const esSqlstate = (c: unknown): c is string => typeof c === 'string' && /^[0-9A-Z]{5}$/.test(c);
  if (esSqlstate(code)) return code;
  return esSqlstate(cause?.code) ? cause.code : undefined;
}

/** A unique index refused the row (SQLSTATE 23505). */
export const violaUnicidad = (error: unknown): boolean => sqlstate(error) === '23505';

/** Runs a write; `false` when it would repeat a unique value (a name already in use). */
export async function sinRepetir(escritura: () => Promise<unknown>): Promise<boolean> {
  try {
    await escritura();
    return true;
  } catch (error) {
    if (violaUnicidad(error)) return false;
    throw error;
  }
}
