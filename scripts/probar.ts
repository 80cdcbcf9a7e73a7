/**
 * `pnpm test`: every stage of phases in order (scripts/pruebas/fases.ts), stopping after the first
 * that fails, then the time each phase took and the run's ten slowest test files and end-to-end specs.
 * `.ci/run` sets HORAS_CI_INICIO (epoch seconds) before the install, so the install's time is in the
 * table too.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { conInforme, entornoDe, ETAPAS, tablaDeDuraciones, type Duracion, type Fase } from './pruebas/fases';
import { archivosDeVitest, specsDePlaywright, tablaDeLentos, type ArchivoLento } from './pruebas/masLentos';

const raiz = path.resolve(import.meta.dirname, '..');
const informes = fs.mkdtempSync(path.join(os.tmpdir(), 'horas-informes-'));
const ahora = () => Date.now() / 1000;
const etapas: Duracion[][] = [];
const inicioCi = Number(process.env.HORAS_CI_INICIO);
if (Number.isFinite(inicioCi) && inicioCi > 0) etapas.push([{ nombre: 'install', segundos: ahora() - inicioCi, ok: true }]);

const archivos: ArchivoLento[] = [];
const specs: ArchivoLento[] = [];
/** A phase's report, if it wrote one (a phase that crashed may not have). */
function leerInforme(fase: Fase, archivo: string) {
  if (!('informe' in fase) || !fs.existsSync(archivo)) return;
  const informe = JSON.parse(fs.readFileSync(archivo, 'utf8'));
  if (fase.informe === 'vitest') archivos.push(...archivosDeVitest(informe, raiz, fase.nombre));
  else specs.push(...specsDePlaywright(informe, raiz, fase.nombre));
}

/**
 * Runs one phase. The first phase of a stage writes to the screen as it goes; the others' output is
 * kept and written after it, whole, so that two phases' lines never interleave.
 */
function correr(fase: Fase, enPantalla: boolean): Promise<{ duracion: Duracion; salida: string }> {
  const inicio = ahora();
  const archivo = path.join(informes, `${fase.script.replace(/\W/g, '-')}.json`);
  const { args, env } = conInforme(fase, archivo);
  const hijo = spawn('pnpm', ['run', fase.script, ...args], { stdio: enPantalla ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...entornoDe(fase), ...env } });
  let salida = '';
  hijo.stdout?.on('data', (trozo: Buffer) => (salida += trozo));
  hijo.stderr?.on('data', (trozo: Buffer) => (salida += trozo));
  return new Promise((resolve) =>
    hijo.on('close', (codigo) => {
      leerInforme(fase, archivo);
      resolve({ duracion: { nombre: fase.nombre, segundos: ahora() - inicio, ok: codigo === 0 }, salida });
    }),
  );
}

let fallo = false;
for (const etapa of ETAPAS) {
  if (fallo) {
    etapas.push(etapa.map((fase) => ({ nombre: fase.nombre, segundos: null })));
    continue;
  }
  const hechas = await Promise.all(etapa.map((fase, indice) => correr(fase, indice === 0)));
  for (const { duracion, salida } of hechas.slice(1)) process.stdout.write(`\n── ${duracion.nombre} (a la vez que ${etapa[0].nombre}) ──\n${salida}`);
  etapas.push(hechas.map((h) => h.duracion));
  fallo = hechas.some((h) => !h.duracion.ok);
  // The reproducible-build phase leaves the front end built in place: the end-to-end phases serve it.
  if (etapa.some((fase) => fase.script === 'test:build')) process.env.HORAS_E2E_FRONT_CONSTRUIDO = '1';
}
console.log(`\n${tablaDeDuraciones(etapas)}\n`);
console.log(`${tablaDeLentos('Los diez archivos de prueba más lentos (Vitest)', archivos)}\n`);
console.log(`${tablaDeLentos('Las diez specs end-to-end más lentas (suma de sus pruebas)', specs)}\n`);
fs.rmSync(informes, { recursive: true, force: true });
process.exit(fallo ? 1 : 0);
