import { sqlstate } from '../lib/sqlstate';

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
