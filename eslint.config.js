// Lint for the whole workspace: typescript-eslint, react-hooks, and the import directions of DESIGN.md.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const REMOTOS = ['mf-horas', 'mf-reportes', 'mf-mishoras', 'mf-clientes-admin'];
const FRONTS = ['shell', ...REMOTOS];

const soloPorNombre = {
  // The build configs alone read '@horas/shared/federation' (Node-only, never bundled).
  regex: '^(\\.\\./){2,}shared/|^@horas/shared/(?!federation$)',
  message: "Importe '@horas/shared' por nombre: otra ruta crea una segunda copia (otro store de sesión).",
};
const haciaOtraApp = (carpetas) => ({
  regex: `^(\\.\\./){2,}(${carpetas.join('|')})/|^(@horas/shell|mf_[a-z_]+)(/|$)`,
  message: 'Una app no importa a otra: el shell llega a los remotos por su id de federación.',
});
const restringir = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const apiSoloContratos = {
  regex: '^@horas/(?!shared/contracts$)|^(\\.\\./){2,}(shared|shell|mf-[a-z-]+)/',
  message: "api solo importa '@horas/shared/contracts'.",
};
/** A relative import that reaches one of these api/src folders, from any depth. */
const haciaCapas = (carpetas, message) => ({ regex: `^\\.{1,2}/(.*/)?(${carpetas.join('|')})(/|$)`, message });
const driverSql = { regex: '^(drizzle-orm|pg|@electric-sql/pglite)(/|$)', message: 'Solo db/ y repositories/ hablan con la base de datos.' };
/**
 * Inside api/src: routes -> services -> repositories -> db. Route files only wire requests to
 * `app.servicios`; services hold the rules and reach data through the repositories they are given
 * (app.ts builds them); a lower layer never imports a higher one.
 */
const CAPAS_API = {
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
  { files: ['shared/src/**', ...FRONTS.map((f) => `${f}/src/**`)], ...reactHooks.configs.flat.recommended },
  {
    files: ['shared/**'],
    rules: restringir({ regex: '^@horas/|^mf_|^(\\.\\./){2,}(shell|mf-[a-z-]+|api|e2e)/', message: 'shared no importa ningún paquete del workspace.' }),
  },
  {
    // The shell alone may import '@horas/shared/sesion' (its login, without antd): it provides
    // @horas/shared, built from these same modules, so it is still one store. A remote would get a copy.
    files: ['shell/**'],
    rules: restringir({ ...soloPorNombre, regex: '^(\\.\\./){2,}shared/|^@horas/shared/(?!federation$|sesion$)' }, haciaOtraApp(REMOTOS)),
  },
  ...REMOTOS.map((remoto) => ({
    files: [`${remoto}/**`],
    rules: restringir(soloPorNombre, haciaOtraApp(['shell', ...REMOTOS.filter((r) => r !== remoto)])),
  })),
  {
    // The mono build (`pnpm build:mono`) reaches the shell and the remotes only through its config's
    // aliases: the federation ids (mf_horas/Screen...) and one swapped shell module.
    files: ['mono/**'],
    rules: restringir(soloPorNombre, { regex: '^(\\.\\./)+(shell|mf-[a-z-]+)/', message: 'mono llega a las apps por id de federación (alias en rsbuild.config.ts).' }),
  },
  { files: ['api/**'], rules: restringir(apiSoloContratos) },
  ...Object.entries(CAPAS_API).map(([capa, patrones]) => ({ files: [`api/src/${capa}/**`], rules: restringir(apiSoloContratos, ...patrones) })),
);
