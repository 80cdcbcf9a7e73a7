/** The demo users the API seeds on an empty database (DESIGN.md). */
export const USUARIOS = {
  admin: { email: 'admin@horas.local', contrasena: 'Admin#2026', nombre: 'Admin Sistema', perfil: 'Administrador del sistema' },
  ana: { email: 'ana.garcia@horas.local', contrasena: 'Ana#2026', nombre: 'Ana García', perfil: 'Senior' },
  luis: { email: 'luis.perez@horas.local', contrasena: 'Luis#2026', nombre: 'Luis Pérez', perfil: 'Junior' },
} as const;

export type UsuarioDemo = keyof typeof USUARIOS;
