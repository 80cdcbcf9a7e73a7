import { describe, expect, it } from 'vitest';
import { esPuertoInseguro } from './puertosInseguros';
import { revisarPuertos } from './revisarPuertos';

describe('esPuertoInseguro', () => {
  it('knows the ports browsers block and lets ordinary ones through', () => {
    for (const p of [6000, 6665, 5060, 10080, 22]) expect(esPuertoInseguro(p)).toBe(true);
    for (const p of [3000, 3500, 4000, 5000, 6001, 8080]) expect(esPuertoInseguro(p)).toBe(false);
  });
});

describe('revisarPuertos', () => {
  it('accepts the default ports and an ordinary base', () => {
    expect(revisarPuertos({})).toEqual([]);
    expect(revisarPuertos({ HORAS_PORT_BASE: '3500' })).toEqual([]);
  });

  it('refuses HORAS_PORT_BASE=5000, whose API lands on 6000, naming the variable and a base that works', () => {
    const [problema, ...resto] = revisarPuertos({ HORAS_PORT_BASE: '5000' });
    expect(resto).toEqual([]);
    expect(problema).toContain('6000');
    expect(problema).toContain('api');
    expect(problema).toContain('HORAS_PORT_BASE');
    expect(problema).toContain('HORAS_PORT_BASE=5001');
  });

  it("names one app's own variable when that is what put it on a blocked port", () => {
    const problemas = revisarPuertos({ HORAS_PORT_BASE: '3500', HORAS_PORT_MF_HORAS: '6666' });
    expect(problemas).toHaveLength(1);
    expect(problemas[0]).toContain('HORAS_PORT_MF_HORAS');
    expect(problemas[0]).toContain('mf_horas');
  });

  it('checks the addresses the browser is sent to', () => {
    const [problema] = revisarPuertos({ HORAS_API_URL: 'http://localhost:6000' });
    expect(problema).toContain('HORAS_API_URL');
    expect(revisarPuertos({ HORAS_REMOTES_URL: 'http://localhost:6000' })[0]).toContain('HORAS_REMOTES_URL');
  });

  it('refuses a base that is not a port', () => {
    expect(revisarPuertos({ HORAS_PORT_BASE: 'tres mil' })[0]).toContain('HORAS_PORT_BASE');
    expect(revisarPuertos({ HORAS_PORT_BASE: '65535' }).join(' ')).toContain('no es un número de puerto válido');
  });
});
