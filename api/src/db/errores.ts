/** A unique index refused the row (SQLSTATE 23505), also when drizzle wraps the driver's error in `cause`. */
export function violaUnicidad(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  return code === '23505' || cause?.code === '23505';
}

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
