import { puertoBase } from '../../shared/federation';

/**
 * The phases of `pnpm test`, in stages: each stage runs only if every earlier one passed, and the
 * phases of a stage run at the same time. Paired are phases that alone leave part of the two cores
 * idle (measured from /proc/stat on a quiet run: lint 77 %, fault tests 81 %, e2e mono 90 %, the
 * federated e2e's servers start one after another) with one that needs nothing of the other: lint and
 * type-check read the sources; the fault tests bundle their own server (dist-faults/) while the
 * reproducible-build phase builds the front end the federated e2e phase then serves; the mono e2e
 * phase builds its own app and starts its own servers.
 * `informe`: the test runner whose JSON report the phase writes, for the run's slowest files.
 * `puertos`: how far above the run's ports (HORAS_PORT_BASE) the phase starts its servers, clear of
 * the ports of the phase beside it. `argumentos`: added to its script's: the mono e2e phase runs one
 * test at a time, so that three browsers, not four, share the two cores while both e2e phases run.
 */
export const ETAPAS = [
  [
    { nombre: 'lint', script: 'lint' },
    { nombre: 'type-check', script: 'typecheck' },
  ],
  [{ nombre: 'unit/component/API', script: 'test:unit', informe: 'vitest' }],
  [
    { nombre: 'fault tests', script: 'test:faults', informe: 'vitest' },
    { nombre: 'build, reproducible', script: 'test:build' },
  ],
  [
    { nombre: 'e2e federated', script: 'test:e2e', informe: 'playwright' },
    { nombre: 'e2e mono', script: 'test:e2e:mono', informe: 'playwright', puertos: 100, argumentos: ['--workers=1'] },
  ],
] as const satisfies readonly (readonly { nombre: string; script: string; informe?: 'vitest' | 'playwright'; puertos?: number; argumentos?: readonly string[] }[])[];

export type Fase = (typeof ETAPAS)[number][number];

/** The environment a phase adds to the run's: its own port base when it has one. */
export function entornoDe(fase: Fase, fuente: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return 'puertos' in fase ? { HORAS_PORT_BASE: String(puertoBase(fuente) + fase.puertos) } : {};
}

/**
 * The arguments and environment a phase's script is run with: its own `argumentos`, and what makes
 * it also write its JSON report to `archivo` (the runner's usual output stays on screen; Playwright
 * takes the report's path from its environment).
 */
export function conInforme(fase: Fase, archivo: string): { args: string[]; env: Record<string, string> } {
  const propios = 'argumentos' in fase ? [...fase.argumentos] : [];
  if (!('informe' in fase)) return { args: propios, env: {} };
  if (fase.informe === 'vitest') return { args: [...propios, '--reporter=default', '--reporter=json', `--outputFile.json=${archivo}`], env: {} };
  return { args: [...propios, '--reporter=list,json'], env: { PLAYWRIGHT_JSON_OUTPUT_FILE: archivo } };
}

export interface Duracion {
  nombre: string;
  /** Seconds, or null for a phase that did not run. */
  segundos: number | null;
  ok?: boolean;
}

/**
 * The closing table: each phase's time, so a slow one shows itself, stage by stage. A phase that ran
 * beside another says so (its time overlaps the other's); the total is the run's, each stage counted
 * by its longest phase.
 */
export function tablaDeDuraciones(etapas: Duracion[][]): string {
  const duraciones = etapas.flat();
  const ancho = Math.max(...duraciones.map((d) => d.nombre.length));
  const total = etapas.reduce((suma, etapa) => suma + Math.max(...etapa.map((d) => d.segundos ?? 0)), 0);
  const fila = (nombre: string, segundos: number | null, estado: string) =>
    `  ${nombre.padEnd(ancho)}  ${segundos === null ? '     -' : minutos(segundos).padStart(6)}  ${estado}`.trimEnd();
  const estado = (d: Duracion, etapa: Duracion[]) => {
    const otras = etapa.filter((o) => o !== d).map((o) => o.nombre);
    const junto = d.segundos !== null && otras.length ? `a la vez que ${otras.join(', ')}` : '';
    return [d.segundos === null ? 'no se ejecutó' : d.ok === false ? 'FALLÓ' : '', junto].filter(Boolean).join(', ');
  };
  return [
    'Duración de cada fase (min:s):',
    ...etapas.flatMap((etapa) => etapa.map((d) => fila(d.nombre, d.segundos, estado(d, etapa)))),
    fila('total', total, ''),
  ].join('\n');
}

/** Whole seconds first: 119.6 s is 2:00, not 1:60. */
const minutos = (segundos: number) => {
  const enteros = Math.round(segundos);
  return `${Math.floor(enteros / 60)}:${String(enteros % 60).padStart(2, '0')}`;
};
