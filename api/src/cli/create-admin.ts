import { parseArgs } from 'node:util';
import { hash } from '@node-rs/argon2';
import { PERFIL_ADMIN } from '@horas/shared/contracts';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { hoyEn } from '../lib/fechas';
import { openDatabase } from '../db/open';
import { crearTransaccion } from '../repositories';
import { SISTEMA } from '../repositories/historial';
import { usuariosRepository } from '../repositories/usuarios';
import { crearUsuario } from '../services/alta-usuario';

const uso = 'Uso: pnpm --filter @horas/api admin:create -- --email x@y --password secreta --nombre N --apellidos A [--perfil P]';

/** Creates a user (an administrator by default) on the configured database (DATABASE_URL or DATA_DIR). */
async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: {
      email: { type: 'string' }, password: { type: 'string' }, nombre: { type: 'string' },
      apellidos: { type: 'string' }, perfil: { type: 'string', default: PERFIL_ADMIN },
    },
  });
  const { email, password, nombre, apellidos, perfil } = values;
  if (!email || !password || !nombre || !apellidos || !perfil) throw new Error(uso);
  if (password.length < 8) throw new Error('La contraseña debe tener al menos 8 caracteres.');
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrate(database);
    if (await usuariosRepository(database.db).emailEnUso(email)) throw new Error(`Ya existe un usuario con el e-mail ${email}.`);
    const passwordHash = await hash(password);
    // Recorded in the history like any creation, with no actor: the command line.
    const { id } = await crearTransaccion(database.db)((tx) => crearUsuario(tx, SISTEMA, {
      email, passwordHash, nombre, apellidos, perfil, activo: true, alta: hoyEn(config.appTz, new Date()),
    }));
    console.log(`Usuario creado: id ${id}, ${email}, perfil '${perfil}'.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
