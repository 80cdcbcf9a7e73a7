/**
 * `pnpm test`: every phase in order (scripts/pruebas/fases.ts), stopping at the first that fails,
 * then the time each took. `.ci/run` sets HORAS_CI_INICIO (epoch seconds) before the install, so
 * the install's time is in the table too.
 */
import { spawnSync } from 'node:child_process';
import { FASES, tablaDeDuraciones, type Duracion } from './pruebas/fases';

const ahora = () => Date.now() / 1000;
const duraciones: Duracion[] = [];
const inicioCi = Number(process.env.HORAS_CI_INICIO);
if (Number.isFinite(inicioCi) && inicioCi > 0) duraciones.push({ nombre: 'install', segundos: ahora() - inicioCi, ok: true });

let fallo = false;
for (const fase of FASES) {
  if (fallo) {
    duraciones.push({ nombre: fase.nombre, segundos: null });
    continue;
  }
  const inicio = ahora();
  const { status } = spawnSync('pnpm', ['run', fase.script], { stdio: 'inherit' });
  fallo = status !== 0;
  duraciones.push({ nombre: fase.nombre, segundos: ahora() - inicio, ok: !fallo });
}
console.log(`\n${tablaDeDuraciones(duraciones)}\n`);
process.exit(fallo ? 1 : 0);
