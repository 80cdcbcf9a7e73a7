import { describe, expect, it } from 'vitest';
import { conInforme, entornoDe, ETAPAS, tablaDeDuraciones } from './fases';

describe('the phases of pnpm test', () => {
  it('run lint beside type-check, then unit, then faults beside the reproducible build, then both e2e phases together', () => {
    expect(ETAPAS.map((etapa) => etapa.map((f) => f.script))).toEqual([
      ['lint', 'typecheck'],
      ['test:unit'],
      ['test:faults', 'test:build'],
      ['test:e2e', 'test:e2e:mono'],
    ]);
  });

  it("start the mono e2e phase's servers 100 ports above the run's, the federated phase's on the run's own", () => {
    const [federadas, mono] = ETAPAS[3];
    expect(entornoDe(mono, {})).toEqual({ HORAS_PORT_BASE: '3100' });
    expect(entornoDe(mono, { HORAS_PORT_BASE: '7000' })).toEqual({ HORAS_PORT_BASE: '7100' });
    expect(entornoDe(federadas, { HORAS_PORT_BASE: '7000' })).toEqual({});
  });

  it('run the mono e2e phase one test at a time, beside the federated phase and its two workers', () => {
    const [federadas, mono] = ETAPAS[3];
    expect(conInforme(mono, '/tmp/m.json').args).toEqual(['--workers=1', '--reporter=list,json']);
    expect(conInforme(federadas, '/tmp/f.json').args).toEqual(['--reporter=list,json']);
  });

  it('asks the test runners for their JSON reports, and nothing of the other phases', () => {
    const [[lint], [unit], , [e2e]] = ETAPAS;
    expect(conInforme(lint, '/tmp/x.json')).toEqual({ args: [], env: {} });
    expect(conInforme(unit, '/tmp/u.json').args).toEqual(['--reporter=default', '--reporter=json', '--outputFile.json=/tmp/u.json']);
    expect(conInforme(e2e, '/tmp/e.json')).toEqual({ args: ['--reporter=list,json'], env: { PLAYWRIGHT_JSON_OUTPUT_FILE: '/tmp/e.json' } });
  });

  it("ends with each phase's time, which failed, which never ran and which ran together, and the run's total", () => {
    const tabla = tablaDeDuraciones([
      [{ nombre: 'install', segundos: 31.4, ok: true }],
      [{ nombre: 'lint', segundos: 75, ok: true }, { nombre: 'type-check', segundos: 80.2, ok: true }],
      [{ nombre: 'unit/component/API', segundos: 190.6, ok: false }],
      [{ nombre: 'fault tests', segundos: null }, { nombre: 'build, reproducible', segundos: null }],
    ]);
    expect(tabla.split('\n')).toEqual([
      'Duración de cada fase (min:s):',
      '  install                0:31',
      '  lint                   1:15  a la vez que type-check',
      '  type-check             1:20  a la vez que lint',
      '  unit/component/API     3:11  FALLÓ',
      '  fault tests               -  no se ejecutó',
      '  build, reproducible       -  no se ejecutó',
      '  total                  5:02',
    ]);
  });
});
