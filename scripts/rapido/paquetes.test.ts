import { describe, expect, it } from 'vitest';
import { planDeCambios } from './paquetes';

describe('pnpm test:rapido: what a change asks for', () => {
  it('lints, type-checks and tests each package a changed file is in, once', () => {
    expect(planDeCambios(['mf-horas/src/a.tsx', 'mf-horas/src/b.ts', 'api/src/c.ts'])).toEqual({ lint: ['mf-horas', 'api'], typecheck: ['mf-horas', 'api'], pruebas: ['mf-horas', 'api'] });
  });

  it('only lints and type-checks the e2e and mono packages, which have no tests of their own', () => {
    expect(planDeCambios(['e2e/tests/x.spec.ts', 'mono/src/y.ts'])).toEqual({ lint: ['e2e', 'mono'], typecheck: ['e2e', 'mono'], pruebas: [] });
  });

  it("lints and tests the root's scripts and deploy/'s, which are no package to type-check", () => {
    expect(planDeCambios(['scripts/probar.ts'])).toEqual({ lint: ['scripts'], typecheck: [], pruebas: ['scripts'] });
    expect(planDeCambios(['deploy/horas-publicar.sh'])).toEqual({ lint: ['deploy'], typecheck: [], pruebas: ['deploy'] });
  });

  it('asks nothing for files outside them, nor for a folder that only starts like one', () => {
    expect(planDeCambios(['README.md', 'vitest.config.ts', 'shared-notes/z.ts'])).toEqual({ lint: [], typecheck: [], pruebas: [] });
  });
});
