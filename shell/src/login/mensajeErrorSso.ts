const MENSAJES: Record<string, string> = {
  'no-registrado': 'Su cuenta no está habilitada en Horas. Consulte con un administrador.',
  desactivado: 'El usuario está desactivado. Consulte con un administrador.',
  'email-no-verificado': 'El proveedor no confirma su e-mail: no se puede vincular su cuenta.',
};

/** What the login screen says for a `#sso-error={clave}` (any other key: the sign-in failed). */
export const mensajeErrorSso = (clave: string, nombre: string): string =>
  MENSAJES[clave] ?? `No se pudo iniciar sesión con ${nombre}. Intente nuevamente.`;
