import { expect, it } from 'vitest';
import { nombresImportados } from '../../importados';
import * as reactRouterDom from './reactRouterDom';

// The shared react-router-dom is this file (shared/federation.ts): a name the apps import that it
// lacks would be `undefined` at runtime inside the shell.
it('the shared react-router-dom exports every name the apps import from it', () => {
  const usados = nombresImportados('react-router-dom');
  expect(usados.length).toBeGreaterThan(0);
  expect(usados.filter((n) => !(n in reactRouterDom))).toEqual([]);
});
