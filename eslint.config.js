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
  { files: ['shell/**'], rules: restringir(soloPorNombre, haciaOtraApp(REMOTOS)) },
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
  {
    files: ['api/**'],
    rules: restringir({ regex: '^@horas/(?!shared/contracts$)|^(\\.\\./){2,}(shared|shell|mf-[a-z-]+)/', message: "api solo importa '@horas/shared/contracts'." }),
  },
);
