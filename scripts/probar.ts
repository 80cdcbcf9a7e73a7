/**
 * `pnpm test`: every phase in order (scripts/pruebas/fases.ts), stopping at the first that fails,
 * then the time each took and the run's ten slowest test files and end-to-end specs. `.ci/run` sets
 * HORAS_CI_INICIO (epoch seconds) before the install, so the install's time is in the table too.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { conInforme, FASES, tablaDeDuraciones, type Duracion } from './pruebas/fases';
import { archivosDeVitest, specsDePlaywright, tablaDeLentos, type ArchivoLento } from './pruebas/masLentos';

const raiz = path.resolve(import.meta.dirname, '..');
const informes = fs.mkdtempSync(path.join(os.tmpdir(), 'horas-informes-'));
const ahora = () => Date.now() / 1000;
const duraciones: Duracion[] = [];
const inicioCi = Number(process.env.HORAS_CI_INICIO);
if (Number.isFinite(inicioCi) && inicioCi > 0) duraciones.push({ nombre: 'install', segundos: ahora() - inicioCi, ok: true });

const archivos: ArchivoLento[] = [];
const specs: ArchivoLento[] = [];
/** A phase's report, if it wrote one (a phase that crashed may not have). */
function leerInforme(fase: (typeof FASES)[number], archivo: string) {
  if (!('informe' in fase) || !fs.existsSync(archivo)) return;
  const informe = JSON.parse(fs.readFileSync(archivo, 'utf8'));
  if (fase.informe === 'vitest') archivos.push(...archivosDeVitest(informe, raiz, fase.nombre));
  else specs.push(...specsDePlaywright(informe, raiz, fase.nombre));
}

let fallo = false;
for (const [indice, fase] of FASES.entries()) {
  if (fallo) {
    duraciones.push({ nombre: fase.nombre, segundos: null });
    continue;
  }
  const inicio = ahora();
  const archivo = path.join(informes, `${indice}-${fase.script.replace(/\W/g, '-')}.json`);
  const { args, env } = conInforme(fase, archivo);
  const { status } = spawnSync('pnpm', ['run', fase.script, ...args], { stdio: 'inherit', env: { ...process.env, ...env } });
  fallo = status !== 0;
  // The reproducible-build phase leaves the front end built in place: the end-to-end phases serve it.
  if (fase.script === 'test:build' && !fallo) process.env.HORAS_E2E_FRONT_CONSTRUIDO = '1';
  duraciones.push({ nombre: fase.nombre, segundos: ahora() - inicio, ok: !fallo });
  leerInforme(fase, archivo);
}
console.log(`\n${tablaDeDuraciones(duraciones)}\n`);
console.log(`${tablaDeLentos('Los diez archivos de prueba más lentos (Vitest)', archivos)}\n`);
console.log(`${tablaDeLentos('Las diez specs end-to-end más lentas (suma de sus pruebas)', specs)}\n`);
fs.rmSync(informes, { recursive: true, force: true });
process.exit(fallo ? 1 : 0);
