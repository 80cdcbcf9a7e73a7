/**
 * The federation runtime's libraries every app would otherwise bundle into its entry (a copy
 * per remote): the shell publishes its copy of each under a global (pluginNucleo.ts) and the
 * remotes' builds read them from there (`externals` in shared/federation.ts). Package -> global;
 * `_FEDERATION_RUNTIME_CORE` is the name Module Federation's own `externalRuntime` uses.
 */
export const NUCLEO_FEDERACION = {
  '@module-federation/runtime-core': '_FEDERATION_RUNTIME_CORE',
  '@module-federation/sdk': '_HORAS_FEDERATION_SDK',
  '@module-federation/error-codes': '_HORAS_FEDERATION_ERROR_CODES',
} as const;
