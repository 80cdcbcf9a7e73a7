import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The one way to write history records of another time (tests, the bench): `insercion`, an INSERT
 * INTO historial, run in its own transaction with session_replication_role = replica, so the
 * trigger that stamps every record with its transaction's time (drizzle/0007) does not fire. Only a
 * superuser or the table's owner may set that role: the API's own role in production should be
 * neither (api/README.md, "History of changes").
 */
export async function sembrarHistorialAntiguo(db: Db, insercion: SQL): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(insercion);
  });
}
