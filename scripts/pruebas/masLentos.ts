/**
 * The slowest test files and end-to-end specs of a run, read from the JSON reports its phases write
 * (`pnpm test` asks Vitest and Playwright for them): where the next engineer looks first when the
 * run grows slow.
 */
import path from 'node:path';

export interface ArchivoLento {
  /** The file, relative to the repository's root. */
  archivo: string;
  segundos: number;
  /** The phase whose report it came from ('unit/component/API', 'e2e federated'…). */
  fase: string;
}

interface InformeVitest {
  testResults?: { name: string; startTime?: number; endTime?: number }[];
}

interface SuitePlaywright {
  file?: string;
  specs?: { tests?: { results?: { duration?: number }[] }[] }[];
  suites?: SuitePlaywright[];
}

/** Each Vitest file with the time its tests ran (Vitest's JSON reporter: endTime − startTime). */
export function archivosDeVitest(informe: InformeVitest, raiz: string, fase: string): ArchivoLento[] {
  return (informe.testResults ?? []).map(({ name, startTime = 0, endTime = 0 }) => ({
    archivo: path.relative(raiz, name),
    segundos: Math.max(0, endTime - startTime) / 1000,
    fase,
  }));
}

/** Each Playwright spec file with the summed duration of every run of its tests (retries included). */
export function specsDePlaywright(informe: { suites?: SuitePlaywright[]; config?: { rootDir?: string } }, raiz: string, fase: string): ArchivoLento[] {
  const porArchivo = new Map<string, number>();
  const recorrer = (suite: SuitePlaywright, archivo: string | undefined) => {
    const propio = suite.file ?? archivo;
    for (const spec of suite.specs ?? []) {
      const ms = (spec.tests ?? []).flatMap((t) => t.results ?? []).reduce((suma, r) => suma + (r.duration ?? 0), 0);
      if (propio) porArchivo.set(propio, (porArchivo.get(propio) ?? 0) + ms);
    }
    for (const hija of suite.suites ?? []) recorrer(hija, propio);
  };
  for (const suite of informe.suites ?? []) recorrer(suite, undefined);
  const base = informe.config?.rootDir ?? raiz;
  return [...porArchivo].map(([archivo, ms]) => ({ archivo: path.relative(raiz, path.resolve(base, archivo)), segundos: ms / 1000, fase }));
}

/** The `cuantos` slowest, slowest first, one line each: time, phase, file. */
export function tablaDeLentos(titulo: string, archivos: ArchivoLento[], cuantos = 10): string {
  const lentos = [...archivos].sort((a, b) => b.segundos - a.segundos).slice(0, cuantos);
  if (lentos.length === 0) return `${titulo}: sin informe.`;
  const anchoFase = Math.max(...lentos.map((a) => a.fase.length));
  return [`${titulo}:`, ...lentos.map((a) => `  ${a.segundos.toFixed(1).padStart(7)} s  ${a.fase.padEnd(anchoFase)}  ${a.archivo}`)].join('\n');
}
