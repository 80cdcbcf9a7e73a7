import { expect, it } from 'vitest';
import { ANTD_APARTE } from '../../federation';
import { modulosImportados, nombresImportados } from '../../importados';
import * as antd from './antd';
import * as reactRouterDom from './reactRouterDom';

// The shared antd and react-router-dom are these files (shared/federation.ts): a name the apps import
// that they lack would be `undefined` at runtime inside the shell.
it.each([
  ['antd', antd],
  ['react-router-dom', reactRouterDom],
])('the shared %s exports every name the apps import from it', (paquete, recortado) => {
  const usados = nombresImportados(paquete);
  expect(usados.length).toBeGreaterThan(0);
  expect(usados.filter((n) => !(n in recortado))).toEqual([]);
});

// An antd module imported by path and not shared would be a remote's own copy of antd's internals:
// outside the shell's theme and locale.
it('every antd component the apps import by path is shared on its own', () => {
  expect(modulosImportados('antd/es/')).toEqual(ANTD_APARTE);
});
