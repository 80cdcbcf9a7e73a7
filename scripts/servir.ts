/**
 * `pnpm start` (after the build) and `pnpm dev`: the shell, the four remotes and the API together,
 * on the ports of shared/federation.ts, then prints the URL to open. Ctrl+C stops them all.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { puerto, urlApi } from '../shared/federation';

const dev = process.argv[2] === 'dev';
const urlShell = `http://localhost:${puerto('shell')}`;
const envApi = {
  ...process.env,
  PORT: String(puerto('api')),
  // Demo data only on the embedded database, never on a PostgreSQL given by DATABASE_URL.
  ...(!process.env.DATABASE_URL && { SEED_DEMO: process.env.SEED_DEMO ?? '1' }),
};

// Each in its own process group, so stopping one stops the servers pnpm started under it.
const lanzar = (args: string[], env = process.env) => spawn('pnpm', args, { stdio: 'inherit', env, detached: true });
const hijos: ChildProcess[] = [
  lanzar(['-r', '--parallel', '--filter', './shell', '--filter', './mf-*', 'run', dev ? 'dev' : 'preview']),
  lanzar(['--filter', '@horas/api', dev ? 'dev' : 'start'], envApi),
];

const detener = (codigo: number) => {
  for (const { pid } of hijos) {
    try {
      if (pid) process.kill(-pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  process.exit(codigo);
};
for (const hijo of hijos) hijo.on('exit', (codigo) => detener(codigo ?? 1));
process.on('SIGINT', () => detener(0));
process.on('SIGTERM', () => detener(0));

const responde = (url: string) => fetch(url).then((r) => r.ok, () => false);

async function anunciarCuandoEsteListo() {
  while (!((await responde(`${urlShell}/remotes.json`)) && (await responde(`${urlApi()}/health`)))) {
    await new Promise((listo) => setTimeout(listo, 1000));
  }
  console.log(`\n  Horas está listo: abra ${urlShell}\n  (usuarios de demostración en README.md)\n`);
}

void anunciarCuandoEsteListo();
