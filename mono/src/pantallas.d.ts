// The exposed modules, by their federation ids (shared/apps.ts); rsbuild.config.ts aliases each to its source file.
declare module 'mf_*' {
  const Pantalla: import('react').ComponentType;
  export default Pantalla;
}
