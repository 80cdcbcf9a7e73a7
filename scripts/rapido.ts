/**
 * `pnpm test:rapido`: the quick loop before a commit. Lint, type-check and the unit and component
 * tests of the workspace packages that changed since `main` (committed on this branch, staged,
 * unstaged or new): a change to one remote checks that remote, not the whole workspace. The full
 * run (`pnpm test`) is still what CI does.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { planDeCambios } from './rapido/paquetes';

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
const base = process.env.HORAS_RAPIDO_BASE ?? git('merge-base', 'HEAD', 'main')[0];
const archivos = [...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')];
const raiz = path.resolve(import.meta.dirname, '..');
const plan = planDeCambios(archivos);

if (plan.lint.length === 0) {
  console.log(`Nada cambió desde ${base.slice(0, 10)} en los paquetes: nada que revisar.`);
  process.exit(0);
}
console.log(`Cambiaron desde ${base.slice(0, 10)}: ${plan.lint.join(', ')}`);

const pasos: [string, string[]][] = [['lint', ['exec', 'eslint', '--cache', '--cache-location', 'node_modules/.cache/eslint/', ...plan.lint]]];
if (plan.typecheck.length) pasos.push(['type-check', ['-r', '--workspace-concurrency=2', ...plan.typecheck.flatMap((p) => ['--filter', `./${p}`]), 'run', 'typecheck']]);
// Absolute folders: Vitest keeps the files whose path contains a filter ('api/' alone is also in shared/src/api/).
if (plan.pruebas.length) pasos.push(['pruebas', ['exec', 'vitest', 'run', ...plan.pruebas.map((p) => `${path.join(raiz, p)}/`)]]);
for (const [nombre, args] of pasos) {
  console.log(`\n── ${nombre} ──`);
  if (spawnSync('pnpm', args, { stdio: 'inherit' }).status !== 0) {
    console.error(`\n${nombre}: falló.`);
    process.exit(1);
  }
}
console.log('\nListo: lint, type-check y pruebas de lo que cambió pasan.');
