// The exposed modules, by their federation ids; rsbuild.config.ts aliases each to its source file.
declare module 'mf_horas/Screen' {
  const Pantalla: import('react').ComponentType;
  export default Pantalla;
}
declare module 'mf_reportes/Screen' {
  const Pantalla: import('react').ComponentType;
  export default Pantalla;
}
declare module 'mf_mishoras/Screen' {
  const Pantalla: import('react').ComponentType;
  export default Pantalla;
}
declare module 'mf_clientes_admin/AdminNav' {
  const Pantalla: import('react').ComponentType;
  export default Pantalla;
}
