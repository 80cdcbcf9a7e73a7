import { describe, expect, it } from 'vitest';
import { archivosDeVitest, specsDePlaywright, tablaDeLentos } from './masLentos';

describe("the run's slowest test files", () => {
  it("reads each Vitest file's time, relative to the repository", () => {
    const informe = { testResults: [{ name: '/repo/api/test/horas.test.ts', startTime: 1_000, endTime: 13_500 }] };
    expect(archivosDeVitest(informe, '/repo', 'unit')).toEqual([{ archivo: 'api/test/horas.test.ts', segundos: 12.5, fase: 'unit' }]);
  });

  it('sums every run of every test of a Playwright spec, nested describes included', () => {
    const informe = {
      config: { rootDir: '/repo/e2e/tests' },
      suites: [{
        file: 'horas.spec.ts',
        specs: [{ tests: [{ results: [{ duration: 1_000 }, { duration: 500 }] }] }],
        suites: [{ specs: [{ tests: [{ results: [{ duration: 2_000 }] }] }] }],
      }],
    };
    expect(specsDePlaywright(informe, '/repo', 'e2e')).toEqual([{ archivo: 'e2e/tests/horas.spec.ts', segundos: 3.5, fase: 'e2e' }]);
  });

  it('lists the slowest first, at most as many as asked, and says when no report came', () => {
    const archivos = [1, 7, 3].map((segundos) => ({ archivo: `a${segundos}.test.ts`, segundos, fase: 'unit' }));
    expect(tablaDeLentos('Lentos', archivos, 2).split('\n')).toEqual(['Lentos:', '      7.0 s  unit  a7.test.ts', '      3.0 s  unit  a3.test.ts']);
    expect(tablaDeLentos('Lentos', [])).toBe('Lentos: sin informe.');
  });
});
