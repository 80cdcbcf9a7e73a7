import { z } from 'zod';
import { contrasenaNuevaSchema } from './usuarios';

/**
 * Accounts by e-mail: invitations and '¿Olvidó su contraseña?'. A link carries its token in the
 * fragment (`/activar#…`, `/restablecer#…`): it never reaches a server log or a Referer.
 */
export const MENSAJES_CUENTAS = {
  enlaceInvitacion: 'El enlace no es válido o venció. Pida uno nuevo a un administrador.',
  enlaceRestablecer: 'El enlace no es válido o venció. Solicite uno nuevo.',
  olvido: 'Si el e-mail corresponde a un usuario activo, le enviamos un enlace para restablecer la contraseña.',
  yaTieneContrasena: 'El usuario ya eligió su contraseña: use el restablecimiento.',
  inactivo: 'El usuario está desactivado: actívelo antes de invitarlo.',
  /** '¿Olvidó su contraseña?' without a mail server, to anyone (the SMTP_URL wording is for administrators). */
  sinCorreo: 'La recuperación de contraseña por correo no está disponible. Consulte con un administrador.',
  envioFallido: 'No se pudo enviar la invitación: el servidor de correo no la aceptó. Pruebe «Reenviar invitación» más tarde.',
} as const;

export const ASUNTOS_CUENTAS = { invitacion: 'Invitación a Horas', restablecer: 'Restablecer su contraseña de Horas' } as const;

/** GET /usuarios/login/opciones: what the login page offers besides the form. */
export const opcionesLoginSchema = z.object({
  /** '¿Olvidó su contraseña?' can work: the API sends mail (SMTP_URL). */
  restablecer: z.boolean(),
  /** The single sign-on button; null when there is none. */
  sso: z.object({ nombre: z.string() }).nullable(),
});
export type OpcionesLogin = z.infer<typeof opcionesLoginSchema>;

/** Any text up to 200 characters: a wrong token answers the link's own message (400), never a format error. */
const token = z.string({ error: 'Falta el token del enlace.' }).max(200, 'Falta el token del enlace.');

/** POST /usuarios/activar and /usuarios/contrasena/restablecer. */
export const contrasenaConEnlaceBodySchema = z.object({ token, contrasena: contrasenaNuevaSchema }).strict();
export type ContrasenaConEnlaceBody = z.input<typeof contrasenaConEnlaceBodySchema>;

/** POST /usuarios/contrasena/olvido: any text up to 254 characters (nothing about the e-mail is told). */
export const olvidoBodySchema = z.object({
  email: z.string({ error: 'El e-mail es obligatorio.' }).min(1, 'El e-mail es obligatorio.').max(254, 'El e-mail no puede superar 254 caracteres.'),
}).strict();
export type OlvidoBody = z.input<typeof olvidoBodySchema>;

/** POST /usuarios/login/sso: the one-time code the single sign-on's callback put in `#sso=`; a wrong one answers its own message (400). */
export const loginSsoBodySchema = z.object({ codigo: z.string({ error: 'Falta el código del inicio de sesión único.' }).max(200, 'Falta el código del inicio de sesión único.') }).strict();
export type LoginSsoBody = z.infer<typeof loginSsoBodySchema>;
