import { formaCanonica } from '@horas/shared/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { ArranqueImposibleError } from '../lib/arranque';

/** A name with its canonical form, as areas, services, tasks and clients store them. */
export const conNombreCanonico = (nombre: string) => ({ nombre, nombreCanonico: formaCanonica(nombre) });

/** Each unique name or e-mail: its table and column, its canonical column, what it is unique within, and how the message names them. */
const UNICOS = [
  { tabla: 'usuarios', columna: 'email', canonica: 'email_canonico', ambito: '0', nombre: 'usuarios (e-mail)' },
  { tabla: 'areas', columna: 'nombre', canonica: 'nombre_canonico', ambito: '0', nombre: 'áreas' },
  { tabla: 'servicios', columna: 'nombre', canonica: 'nombre_canonico', ambito: 'area_id', nombre: 'servicios de una misma área' },
  { tabla: 'tareas', columna: 'nombre', canonica: 'nombre_canonico', ambito: 'coalesce(servicio_id, 0)', nombre: 'tareas de un mismo servicio, o por defecto' },
  { tabla: 'clientes', columna: 'nombre', canonica: 'nombre_canonico', ambito: '0', nombre: 'clientes' },
] as const;

interface Fila {
  id: number;
  texto: string;
  ambito: number;
}

/** What this step needs of a database, its drizzle schema aside: the migration session's or PGlite's. */
interface Ejecutor {
  execute: (consulta: SQL) => Promise<unknown>;
}
interface Base extends Ejecutor {
  transaction: <T>(trabajo: (tx: Ejecutor) => Promise<T>) => Promise<T>;
}

/** The rows of a read, on either engine (both drivers answer `{ rows }`). */
const filas = async <T>(db: Ejecutor, consulta: SQL): Promise<T[]> => ((await db.execute(consulta)) as unknown as { rows: T[] }).rows;

/** The groups of rows of one table whose texts share a canonical form within their scope: "12 'Banco Andino', 15 'BANCO ANDINO'". */
function repetidos(filas: Fila[]): string[] {
  const grupos = new Map<string, Fila[]>();
  for (const fila of filas) {
    const clave = `${fila.ambito} ${formaCanonica(fila.texto)}`;
    grupos.set(clave, [...(grupos.get(clave) ?? []), fila]);
  }
  return [...grupos.values()].filter((g) => g.length > 1).map((g) => g.map((f) => `${f.id} '${f.texto}'`).join(', '));
}

/**
 * The canonical columns are written by the API through `formaCanonica`; rows older than the columns
 * get them here, with that same function (PostgreSQL's normalize() and lower() do not fold like it),
 * right after the migrations and under their lock. Two rows equal in that form stop the start with a
 * message naming both: nothing is renamed behind anyone's back. A column already NOT NULL is done.
 */
export async function completarFormasCanonicas(db: Base): Promise<void> {
  const pendientes: { unico: (typeof UNICOS)[number]; filas: Fila[] }[] = [];
  for (const unico of UNICOS) {
    const [columna] = await filas<{ attnotnull: boolean }>(db,
      sql`select attnotnull from pg_attribute where attrelid = ${unico.tabla}::regclass and attname = ${unico.canonica}`);
    if (columna.attnotnull) continue;
    const existentes = await filas<Fila>(db, sql.raw(`select id, ${unico.columna} as texto, ${unico.ambito} as ambito from ${unico.tabla} order by id`));
    pendientes.push({ unico, filas: existentes });
  }
  const conflictos = pendientes.flatMap(({ unico, filas: existentes }) => repetidos(existentes).map((grupo) => `${unico.nombre}: ${grupo}`));
  if (conflictos.length) {
    throw new ArranqueImposibleError(
      'No se pudo migrar la base: estos nombres o e-mails deben ser únicos y solo se distinguen por mayúsculas, acentos, '
      + 'espacios o caracteres invisibles. Cambie todos menos uno de cada grupo (id y nombre) y vuelva a iniciar.\n'
      + conflictos.map((c) => `- ${c}`).join('\n'));
  }
  await db.transaction(async (tx) => {
    for (const { unico, filas: existentes } of pendientes) {
      const formas = JSON.stringify(existentes.map((f) => ({ id: f.id, forma: formaCanonica(f.texto) })));
      await tx.execute(sql`update ${sql.raw(unico.tabla)} as t set ${sql.raw(unico.canonica)} = v.forma
        from json_to_recordset(${formas}::json) as v(id integer, forma text) where t.id = v.id`);
      await tx.execute(sql.raw(`alter table ${unico.tabla} alter column ${unico.canonica} set not null`));
    }
  });
}
