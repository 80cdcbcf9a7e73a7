import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The repository's ESLint config on files that do not exist: the layer rule of api/src (routes -> services -> repositories -> db). */
const eslint = new ESLint({ cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..') });

async function mensajes(archivo: string, codigo: string): Promise<string[]> {
  const [resultado] = await eslint.lintText(codigo, { filePath: archivo });
  return resultado.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('lint: the layers of api/src', () => {
  it.each([
    ['a route importing the database', 'api/src/routes/sonda.ts', "import { openPglite } from '../db/client';\nexport const x = openPglite;\n"],
    ['a route importing a repository (type only)', 'api/src/routes/sonda.ts', "import type { HorasRepository } from '../repositories/horas';\nexport type X = HorasRepository;\n"],
    ['a route importing drizzle', 'api/src/routes/sonda.ts', "import { eq } from 'drizzle-orm';\nexport const x = eq;\n"],
    ['a service importing the database', 'api/src/services/sonda.ts', "import { horas } from '../db/schema';\nexport const x = horas;\n"],
    ['a service importing a route', 'api/src/services/sonda.ts', "import { horasRutas } from '../routes/horas';\nexport const x = horasRutas;\n"],
    ['a repository importing a service', 'api/src/repositories/sonda.ts', "import { esAdmin } from '../services/actor';\nexport const x = esAdmin;\n"],
    ['a plugin importing a repository', 'api/src/plugins/sonda.ts', "import { crearRepositorios } from '../repositories';\nexport const x = crearRepositorios;\n"],
  ])('fails for %s', async (_caso, archivo, codigo) => {
    expect(await mensajes(archivo, codigo)).toHaveLength(1);
  });

  it('passes for the allowed directions', async () => {
    expect(await mensajes('api/src/routes/sonda.ts', "import { errores } from './comun';\nimport type { Actor } from '../services/actor';\nexport const x: [typeof errores, Actor?] = [errores];\n")).toEqual([]);
    expect(await mensajes('api/src/services/sonda.ts', "import type { HorasRepository } from '../repositories/horas';\nexport type X = HorasRepository;\n")).toEqual([]);
    expect(await mensajes('api/src/repositories/sonda.ts', "import { horas } from '../db/schema';\nimport { eq } from 'drizzle-orm';\nexport const x = [horas, eq];\n")).toEqual([]);
  });
});
