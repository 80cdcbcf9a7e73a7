import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The repository's ESLint config on probes (new code under a file name): only the import rules'
 * messages. A probe named like an existing file stands in for that file's content.
 */
const eslint = new ESLint({ cwd: path.dirname(fileURLToPath(import.meta.url)) });
const REGLAS_DE_IMPORTACION = ['no-restricted-imports', 'no-restricted-syntax', 'import-x/no-cycle'];

async function mensajes(archivo: string, codigo: string): Promise<string[]> {
  const [resultado] = await eslint.lintText(codigo, { filePath: archivo });
  return resultado.messages.filter((m) => REGLAS_DE_IMPORTACION.includes(m.ruleId ?? '')).map((m) => m.message);
}

type Sonda = [caso: string, archivo: string, codigo: string];

/** Each probe breaks one rule: exactly one error. */
const fallan = (sondas: Sonda[]) =>
  it.each(sondas)('fails for %s', async (_caso, archivo, codigo) => {
    expect(await mensajes(archivo, codigo)).toHaveLength(1);
  });

/** Each probe is an allowed way: no error. */
const pasan = (sondas: Sonda[]) =>
  it.each(sondas)('passes for %s', async (_caso, archivo, codigo) => {
    expect(await mensajes(archivo, codigo)).toEqual([]);
  });

describe('lint: no import cycles', () => {
  fallan([
    // contracts/usuarios.ts imports ./common.
    ['a module importing one of its importers', 'shared/src/contracts/common.ts', "import { PERFILES } from './usuarios';\nexport const x = PERFILES;\n"],
    // datos/clienteConsultas.ts imports the auth store.
    ['an import() closing a cycle', 'shared/src/auth/useAuthStore.ts', "export const x = () => import('../datos/clienteConsultas');\n"],
    ['a cycle inside a remote', 'mf-reportes/src/features/reportes/utils/filtroReporte.ts', "import { cargarOpciones } from '../api/opcionesFiltro';\nexport const x = cargarOpciones;\n"],
  ]);

  pasan([
    ['the session wiring importing both stores', 'shared/src/app/cableadoDeSesion.ts', "import { useAuthStore } from '../auth/useAuthStore';\nimport { useAppStore } from './useAppStore';\nexport const x = [useAuthStore, useAppStore];\n"],
  ]);
});

describe('lint: the layers of api/src (routes -> services -> repositories -> db)', () => {
  fallan([
    ['a route importing the database', 'api/src/routes/sonda.ts', "import { openPglite } from '../db/client';\nexport const x = openPglite;\n"],
    ['a route importing a repository (type only)', 'api/src/routes/sonda.ts', "import type { HorasRepository } from '../repositories/horas';\nexport type X = HorasRepository;\n"],
    ['a route importing the database by import()', 'api/src/routes/sonda.ts', "export const x = () => import('../db/client');\n"],
    ['a route naming a repository type by import()', 'api/src/routes/sonda.ts', "export type X = import('../repositories/horas').HorasRepository;\n"],
    ['a route importing drizzle', 'api/src/routes/sonda.ts', "import { eq } from 'drizzle-orm';\nexport const x = eq;\n"],
    ['a service importing the database', 'api/src/services/sonda.ts', "import { horas } from '../db/schema';\nexport const x = horas;\n"],
    ['a service importing a route', 'api/src/services/sonda.ts', "import { horasRutas } from '../routes/horas';\nexport const x = horasRutas;\n"],
    ['a repository importing a service', 'api/src/repositories/sonda.ts', "import { esAdmin } from '../services/actor';\nexport const x = esAdmin;\n"],
    ['a plugin importing a repository', 'api/src/plugins/sonda.ts', "import { crearRepositorios } from '../repositories';\nexport const x = crearRepositorios;\n"],
    ['the api importing a front end', 'api/src/services/sonda.ts', "import { useAuthStore } from '@horas/shared';\nexport const x = useAuthStore;\n"],
  ]);

  pasan([
    ['a route using a service type', 'api/src/routes/sonda.ts', "import { errores } from './comun';\nimport type { Actor } from '../services/actor';\nexport const x: [typeof errores, Actor?] = [errores];\n"],
    ['a service using a repository and the contracts', 'api/src/services/sonda.ts', "import type { HorasRepository } from '../repositories/horas';\nimport { MAX_HORAS } from '@horas/shared/contracts';\nexport type X = [HorasRepository, typeof MAX_HORAS];\n"],
    ['a repository using the database and drizzle', 'api/src/repositories/sonda.ts', "import { horas } from '../db/schema';\nimport { eq } from 'drizzle-orm';\nexport const x = [horas, eq];\n"],
  ]);
});

describe('lint: the apps reach each other only through federation and @horas/shared', () => {
  fallan([
    ['a remote importing another by import()', 'mf-horas/src/sonda.ts', "export const x = () => import('../../mf-reportes/src/Screen');\n"],
    ['a remote loading another by its federation id', 'mf-horas/src/features/sonda.ts', "export const x = () => import('mf_reportes/Screen');\n"],
    ['a remote importing another (type only)', 'mf-horas/src/sonda.ts', "import type { Props } from '../../mf-mishoras/src/Screen';\nexport type X = Props;\n"],
    ['a remote naming another one\'s type by import()', 'mf-horas/src/sonda.ts', "export type X = import('../../mf-mishoras/src/Screen').Props;\n"],
    ['a remote importing the API', 'mf-reportes/src/sonda.ts', "import type { App } from '@horas/api';\nexport type X = App;\n"],
    ['a remote importing the shell', 'mf-mishoras/src/sonda.ts', "import { App } from '@horas/shell';\nexport const x = App;\n"],
    ['a file at a remote\'s root reaching into another', 'mf-horas/sonda.config.ts', "import { x } from '../mf-reportes/src/x';\nexport const y = x;\n"],
    ['a remote importing a copy of shared by path', 'mf-horas/src/sonda.ts', "import { useAuthStore } from '@horas/shared/src/auth/useAuthStore';\nexport const x = useAuthStore;\n"],
    ['a screen importing the test kit', 'mf-horas/src/sonda.tsx', "import { unaHora } from '@horas/shared/testing';\nexport const x = unaHora;\n"],
    ['the shell importing a remote', 'shell/src/sonda.ts', "import Screen from '../../mf-horas/src/Screen';\nexport const x = Screen;\n"],
    ['shared importing an app', 'shared/src/sonda.ts', "export const x = () => import('@horas/shell');\n"],
  ]);

  pasan([
    ['a remote importing shared by name and its own module by import()', 'mf-horas/src/sonda.ts', "import { useAuthStore } from '@horas/shared';\nexport const x = () => import('./bootstrap');\nexport const y = useAuthStore;\n"],
    ['a test importing the test kit', 'mf-horas/src/sonda.test.tsx', "import { unaHora } from '@horas/shared/testing';\nexport const x = unaHora;\n"],
    ['a build config reading the federation settings', 'mf-horas/rsbuild.config.ts', "import { federacion } from '@horas/shared/federation';\nexport const x = federacion;\n"],
    ['the shell typing a screen id from the registry', 'shell/src/sonda.ts', "import type { IdPantalla } from '@horas/shared/apps';\nexport const x: IdPantalla = 'mf_horas/Screen';\n"],
    ['mono loading a screen by its federation id', 'mono/src/sonda.ts', "export const x = () => import('mf_horas/Screen');\n"],
  ]);
});
