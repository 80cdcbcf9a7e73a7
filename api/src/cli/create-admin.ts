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

const uso = `Uso: node dist/create-admin.js --email x@y --nombre N --apellidos A [--perfil P] [--password secreta]
  (en el repositorio: pnpm --filter @horas/api admin:create -- …)
Crea un usuario (por defecto '${PERFIL_ADMIN}') en la base configurada (DATABASE_URL o DATA_DIR).
Sin --password, la contraseña se lee de la entrada estándar: se escribe sin que se vea, o llega
por una tubería (su primera línea), y no queda en el historial del shell ni en la lista de procesos.`;

/** What is typed at the terminal, not echoed: the password stays off the screen. */
const preguntarSinEco = (pregunta: string) => new Promise<string>((resolver, rechazar) => {
  const entrada = process.stdin;
  let texto = '';
  const terminar = () => {
    entrada.off('data', alLeer);
    entrada.setRawMode(false);
    entrada.pause();
    process.stderr.write('\n');
  };
  const alLeer = (trozo: string) => {
    for (const caracter of trozo) {
      if (caracter === '\r' || caracter === '\n') return (terminar(), resolver(texto));
      if (caracter === '\u0003') return (terminar(), rechazar(new Error('Cancelado.')));
      texto = caracter === '\u007f' || caracter === '\b' ? texto.slice(0, -1) : texto + caracter;
    }
  };
  process.stderr.write(pregunta);
  entrada.setRawMode(true);
  entrada.setEncoding('utf8');
  entrada.on('data', alLeer);
  entrada.resume();
});

/** The first line of what is piped in (`printf '%s\n' "$CLAVE" | node dist/create-admin.js …`). */
const primeraLinea = async () => {
  let texto = '';
  for await (const trozo of process.stdin) texto += String(trozo);
  return texto.split(/\r?\n/)[0];
};

/** Creates a user (an administrator by default) on the configured database (DATABASE_URL or DATA_DIR). */
async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: {
      email: { type: 'string' }, password: { type: 'string' }, nombre: { type: 'string' },
      apellidos: { type: 'string' }, perfil: { type: 'string', default: PERFIL_ADMIN }, help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return console.log(uso);
  const { email, nombre, apellidos, perfil } = values;
  if (!email || !nombre || !apellidos || !perfil) throw new Error(uso);
  const password = values.password ?? (process.stdin.isTTY ? await preguntarSinEco('Contraseña: ') : await primeraLinea());
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
