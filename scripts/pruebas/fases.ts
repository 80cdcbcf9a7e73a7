/**
 * The phases of `pnpm test`, in order: each one a root script, run only if every earlier one passed.
 * `informe`: the test runner whose JSON report the phase writes, for the run's slowest files.
 */
export const FASES = [
  { nombre: 'lint', script: 'lint' },
  { nombre: 'type-check', script: 'typecheck' },
  { nombre: 'unit/component/API', script: 'test:unit', informe: 'vitest' },
  { nombre: 'fault tests', script: 'test:faults', informe: 'vitest' },
  { nombre: 'build, reproducible', script: 'test:build' },
  { nombre: 'e2e federated', script: 'test:e2e', informe: 'playwright' },
  { nombre: 'e2e mono', script: 'test:e2e:mono', informe: 'playwright' },
] as const satisfies readonly { nombre: string; script: string; informe?: 'vitest' | 'playwright' }[];

export type Fase = (typeof FASES)[number];

/**
 * What a phase is run with so that it also writes its JSON report to `archivo`: the runner's usual
 * output stays on screen. Playwright takes the report's path from its environment.
 */
export function conInforme(fase: Fase, archivo: string): { args: string[]; env: Record<string, string> } {
  if (!('informe' in fase)) return { args: [], env: {} };
  if (fase.informe === 'vitest') return { args: ['--reporter=default', '--reporter=json', `--outputFile.json=${archivo}`], env: {} };
  return { args: ['--reporter=list,json'], env: { PLAYWRIGHT_JSON_OUTPUT_FILE: archivo } };
}

export interface Duracion {
  nombre: string;
  /** Seconds, or null for a phase that did not run. */
  segundos: number | null;
  ok?: boolean;
}

/** The closing table: each phase's time, so a slow one shows itself. */
export function tablaDeDuraciones(duraciones: Duracion[]): string {
  const ancho = Math.max(...duraciones.map((d) => d.nombre.length));
  const total = duraciones.reduce((suma, d) => suma + (d.segundos ?? 0), 0);
  const fila = (nombre: string, segundos: number | null, estado: string) =>
    `  ${nombre.padEnd(ancho)}  ${segundos === null ? '     -' : minutos(segundos).padStart(6)}  ${estado}`;
  return [
    'Duración de cada fase (min:s):',
    ...duraciones.map((d) => fila(d.nombre, d.segundos, d.segundos === null ? 'no se ejecutó' : d.ok === false ? 'FALLÓ' : '')),
    fila('total', total, ''),
  ].join('\n');
}

/** Whole seconds first: 119.6 s is 2:00, not 1:60. */
const minutos = (segundos: number) => {
  const enteros = Math.round(segundos);
  return `${Math.floor(enteros / 60)}:${String(enteros % 60).padStart(2, '0')}`;
};
