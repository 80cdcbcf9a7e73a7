import { expect, it } from 'vitest';
import { nombresImportados } from '../../importados';
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
