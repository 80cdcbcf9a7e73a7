import { describe, expect, it } from 'vitest';
import { conInforme, FASES, tablaDeDuraciones } from './fases';

describe('the phases of pnpm test', () => {
  it('run lint, type-check, unit, faults, the reproducible build and both e2e phases, in that order', () => {
    expect(FASES.map((f) => f.script)).toEqual(['lint', 'typecheck', 'test:unit', 'test:faults', 'test:build', 'test:e2e', 'test:e2e:mono']);
  });

  it('asks the test runners for their JSON reports, and nothing of the other phases', () => {
    const [lint, , unit, , , e2e] = FASES;
    expect(conInforme(lint, '/tmp/x.json')).toEqual({ args: [], env: {} });
    expect(conInforme(unit, '/tmp/u.json').args).toEqual(['--reporter=default', '--reporter=json', '--outputFile.json=/tmp/u.json']);
    expect(conInforme(e2e, '/tmp/e.json')).toEqual({ args: ['--reporter=list,json'], env: { PLAYWRIGHT_JSON_OUTPUT_FILE: '/tmp/e.json' } });
  });

  it("ends with each phase's time, which failed and which never ran, and the total", () => {
    const tabla = tablaDeDuraciones([
      { nombre: 'install', segundos: 31.4, ok: true },
      { nombre: 'lint', segundos: 75, ok: true },
      { nombre: 'unit/component/API', segundos: 190.6, ok: false },
      { nombre: 'fault tests', segundos: 119.6, ok: true },
      { nombre: 'e2e mono', segundos: null },
    ]);
    expect(tabla.split('\n')).toEqual([
      'Duración de cada fase (min:s):',
      '  install               0:31  ',
      '  lint                  1:15  ',
      '  unit/component/API    3:11  FALLÓ',
      '  fault tests           2:00  ',
      '  e2e mono                 -  no se ejecutó',
      '  total                 6:57  ',
    ]);
  });
});
