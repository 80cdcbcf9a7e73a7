import { sql } from 'drizzle-orm';
import { openPostgres } from '../src/db/client';
const database = openPostgres('postgres://postgres@127.0.0.1:5432/i34api_exp');
const src = (await import('node:fs')).readFileSync('src/repositories/objetivos.ts', 'utf8');
const consulta = src.slice(src.indexOf('const consulta = (usuarios: string) => `') + 40, src.indexOf('ORDER BY i.id, d.fecha`;') + 22);
const usuarios = `SELECT id, alta FROM usuarios u
    WHERE u.activo OR EXISTS (SELECT 1 FROM horas h WHERE h.usuario_id = u.id AND h.fecha BETWEEN $1::date AND $2::date)`;
const texto = consulta.replace('${usuarios}', usuarios).replaceAll('$1', "'2026-08-29'").replaceAll('$2', "'2026-11-27'");
const r = await database.db.execute(sql.raw(`EXPLAIN (ANALYZE, BUFFERS) ${texto}`));
console.log((r as unknown as { rows: Record<string, string>[] }).rows.map((x) => Object.values(x)[0]).join('\n'));
await database.close();
