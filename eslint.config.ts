// Lint for the whole workspace: typescript-eslint, react-hooks, and the import directions of
// ARCHITECTURE.md. The apps come from the registry (shared/apps.ts).
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { CARPETAS_FRONT, REGISTRO_REMOTOS, REGISTRO_SHELL, REMOTOS } from './shared/apps';

interface Patron {
  regex: string;
  message: string;
}

const REMOTOS_CARPETAS = REMOTOS.map((r) => REGISTRO_REMOTOS[r].carpeta);
const PRUEBAS = ['**/*.test.{ts,tsx}'];

/**
 * The same patterns for every way a module is named: `import`/`export … from` (values and types),
 * `import()` and `typeof import('…')`. A pattern's regex is matched against the module name as written.
 */
const restringir = (...patrones: Patron[]) => ({
  'no-restricted-imports': ['error', { patterns: patrones }],
  'no-restricted-syntax': [
    'error',
    ...patrones.flatMap(({ regex, message }) => {
      const literal = `/${regex.replaceAll('/', '\\/')}/`;
      return [
        { selector: `ImportExpression[source.value=${literal}]`, message },
        { selector: `TSImportType[source.value=${literal}]`, message },
      ];
    }),
  ],
});

/** Subpaths of @horas/shared an app may import besides the package itself. */
const soloPorNombre = (...permitidos: string[]): Patron => ({
  regex: `^(\\.\\./){2,}shared/|^@horas/shared/(?!(${permitidos.join('|')})$)`,
  message: "Importe '@horas/shared' por nombre: otra ruta crea una segunda copia (otro store de sesión).",
});
// Node-only build settings and the registry: read by configs and types, never a second store.
const SUBRUTAS_DE_CONFIG = ['federation', 'apps'];
const KIT_DE_PRUEBAS = ['testing', 'testing/[a-z-]+'];

const haciaOtraApp = (carpetas: string[]): Patron => ({
  regex: `^(\\.\\./){2,}(${carpetas.join('|')})/|^(@horas/(?!shared(/|$))|mf_[a-z_]+(/|$))`,
  message: 'Una app no importa a otra ni a la API: el shell llega a los remotos por su id de federación.',
});
/** A file at a package's root (rsbuild.config.ts…) reaches other packages by name only. */
const fueraDeLaRaiz: Patron = { regex: '^\\.\\./', message: 'Un archivo de la raíz del paquete no sale de él: importe el otro paquete por nombre.' };

/**
 * One package's rules for its non-test files, its test files and its root-level files (each block
 * lists every pattern that applies: a later block replaces a rule, it does not add to it).
 */
const paquete = (carpeta: string, patrones: Patron[], enPruebas: Patron[] = patrones) => [
  { files: [`${carpeta}/**`], ignores: PRUEBAS, rules: restringir(...patrones) },
  { files: PRUEBAS.map((p) => `${carpeta}/${p}`), rules: restringir(...enPruebas) },
  { files: [`${carpeta}/*.{ts,tsx,js}`], rules: restringir(...patrones, fueraDeLaRaiz) },
];

const front = (carpeta: string, otras: string[], subrutas: string[]) =>
  paquete(
    carpeta,
    [soloPorNombre(...SUBRUTAS_DE_CONFIG, ...subrutas), haciaOtraApp(otras)],
    [soloPorNombre(...SUBRUTAS_DE_CONFIG, ...subrutas, ...KIT_DE_PRUEBAS), haciaOtraApp(otras)],
  );

const apiSoloContratos: Patron = {
  regex: '^@horas/(?!shared/contracts$)|^mf_|^(\\.\\./){2,}(shared|shell|mono|e2e|mf-[a-z-]+)/',
  message: "api solo importa '@horas/shared/contracts'.",
};
/** Its tests may also read a workbook back as the front end's tests do (`@horas/shared/testing/libro`, no React). */
const apiPruebasSoloContratos: Patron = {
  regex: '^@horas/(?!shared/contracts$|shared/testing/libro$)|^mf_|^(\\.\\./){2,}(shared|shell|mono|e2e|mf-[a-z-]+)/',
  message: "Las pruebas de api solo importan '@horas/shared/contracts' y '@horas/shared/testing/libro'.",
};
/** A relative import that reaches one of these api/src folders, from any depth. */
const haciaCapas = (carpetas: string[], message: string): Patron => ({ regex: `^\\.{1,2}/(.*/)?(${carpetas.join('|')})(/|$)`, message });
const driverSql: Patron = { regex: '^(drizzle-orm|pg|@electric-sql/pglite)(/|$)', message: 'Solo db/ y repositories/ hablan con la base de datos.' };
/**
 * Inside api/src: routes -> services -> repositories -> db. Route files only wire requests to
 * `app.servicios`; services hold the rules and reach data through the repositories they are given
 * (app.ts builds them); a lower layer never imports a higher one.
 */
const CAPAS_API: Record<string, Patron[]> = {
  routes: [haciaCapas(['db', 'repositories'], 'Una ruta no toca la base: usa app.servicios (routes -> services -> repositories -> db).'), driverSql],
  plugins: [haciaCapas(['db', 'repositories', 'routes'], 'Un plugin no toca la base ni las rutas: usa los servicios.'), driverSql],
  services: [haciaCapas(['routes', 'plugins', 'db'], 'Un servicio llega a los datos por los repositorios que recibe, nunca por db/ ni las rutas.'), driverSql],
  repositories: [haciaCapas(['routes', 'plugins', 'services'], 'Un repositorio no importa capas de arriba (services, routes, plugins).')],
  db: [haciaCapas(['routes', 'plugins', 'services', 'repositories'], 'db/ es la capa de abajo: no importa repositorios, servicios ni rutas.')],
  lib: [haciaCapas(['routes', 'plugins', 'services', 'repositories', 'db'], 'lib/ no depende de ninguna capa.')],
};

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', '**/dist-*/', '**/test-results/', '**/playwright-report/', '**/coverage/', 'api/drizzle/'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  { files: ['shared/src/**', ...CARPETAS_FRONT.map((f) => `${f}/src/**`)], ...reactHooks.configs.flat.recommended },
  // No import cycles, static, type or dynamic: a module's dependents point at it, never back.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...paquete('shared', [{ regex: '^@horas/|^mf_|^(\\.\\./){2,}(shell|mono|mf-[a-z-]+|api|e2e)/', message: 'shared no importa ningún paquete del workspace.' }]),
  // The shell alone may import '@horas/shared/sesion' (its login, without antd): it provides
  // @horas/shared, built from these same modules, so it is still one store. A remote would get a copy.
  ...front(REGISTRO_SHELL.carpeta, REMOTOS_CARPETAS, ['sesion']),
  ...REMOTOS_CARPETAS.map((carpeta) => front(carpeta, [REGISTRO_SHELL.carpeta, ...REMOTOS_CARPETAS.filter((r) => r !== carpeta)], [])).flat(),
  // The mono build (`pnpm build:mono`) reaches the shell and the remotes only through its config's
  // aliases: the federation ids (mf_horas/Screen...) and one swapped shell module.
  ...paquete('mono', [
    soloPorNombre(...SUBRUTAS_DE_CONFIG),
    { regex: '^(\\.\\./)+(shell|mf-[a-z-]+)/|^@horas/(api|e2e)(/|$)', message: 'mono llega a las apps por id de federación (alias en rsbuild.config.ts).' },
  ]),
  ...paquete('api', [apiSoloContratos], [apiPruebasSoloContratos]),
  ...Object.entries(CAPAS_API).map(([capa, patrones]) => ({ files: [`api/src/${capa}/**`], rules: restringir(apiSoloContratos, ...patrones) })),
);
