import { z } from 'zod';
import { areaSchema, idNumeroSchema } from './common';
import { emailLimpio, MAX_CARACTERES, textoVisible } from './textos';

export const PERFIL_ADMIN = 'Administrador del sistema';
/** The perfiles every installation offers; GET /usuarios/perfiles adds any other one the data holds. */
export const PERFILES = [PERFIL_ADMIN, 'Senior', 'Semi Senior', 'Junior'] as const;

/**
 * POST /usuarios/login. The e-mail is checked for length only (RFC 5321's 254): any other wrong
 * e-mail is a wrong login (401), never a format error.
 */
export const loginBodySchema = z.object({
  email: z.string().min(1).max(254, 'El e-mail no puede superar 254 caracteres.'),
  contrasena: z.string().min(1).max(1024, 'La contraseña no puede superar 1024 caracteres.'),
  /** What the last successful login of this e-mail on this browser answered (see `sesionDeLoginSchema`). */
  dispositivo: z.string().max(512, 'El valor de dispositivo no puede superar 512 caracteres.').optional(),
}).strict();
export type LoginBody = z.infer<typeof loginBodySchema>;

/** An own password change answers the session; the token replaces the one held. */
export const sesionSchema = z.object({ token: z.string(), id: z.number().int(), perfil: z.string() });
export type Sesion = z.infer<typeof sesionSchema>;

/**
 * A login answers the session and `dispositivo`: an opaque value for this account on this browser
 * (90 days), sent back with the next logins of the same e-mail. While others' failures have the
 * account locked, a login carrying it is still heard.
 */
export const sesionDeLoginSchema = sesionSchema.extend({ dispositivo: z.string() });
export type SesionDeLogin = z.infer<typeof sesionDeLoginSchema>;

/** A user as an administrator sees it (and as anyone sees themselves, GET /usuarios/usuarios/me). */
export const usuarioSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  nombre: z.string(),
  apellidos: z.string(),
  perfil: z.string(),
  areas: z.array(areaSchema),
  activo: z.boolean(),
  /** The ids of the user's areas that the user leads (responsable de área): they approve its people's months. */
  areasResponsable: z.array(z.number().int()),
  /** False while an invited person has not chosen their password. */
  tieneContrasena: z.boolean(),
  /** Linked to the single sign-on's provider (it signs in with 'Ingresar con …'). */
  sso: z.boolean(),
  /** ISO 8601: when the pending invitation expires (a past instant: it expired unused); null when none is pending. */
  invitacionVence: z.string().nullable(),
});
export type Usuario = z.infer<typeof usuarioSchema>;

/** What staff see of their active colleagues in GET /usuarios/usuarios. */
export const usuarioBasicoSchema = z.object({ id: z.number().int(), nombre: z.string(), apellidos: z.string() });
export type UsuarioBasico = z.infer<typeof usuarioBasicoSchema>;

/** GET /usuarios/usuarios: every user in full for an administrator, active users' names for the rest. */
export const listaUsuariosSchema = z.union([z.array(usuarioSchema), z.array(usuarioBasicoSchema)]);

export const perfilesSchema = z.array(z.string());

const email = z.string({ error: (issue) => (issue.input === undefined ? 'El e-mail es obligatorio.' : 'El e-mail no es válido.') })
  .transform(emailLimpio)
  .pipe(z.email('El e-mail no es válido.').max(MAX_CARACTERES.email, 'El e-mail no es válido.'));
/** New passwords (an initial one, a reset, an own change). */
export const contrasenaNuevaSchema = z.string({ error: 'La contraseña es obligatoria.' })
  .min(8, 'La contraseña debe tener al menos 8 caracteres.')
  .max(MAX_CARACTERES.contrasena, `La contraseña no puede superar ${MAX_CARACTERES.contrasena} caracteres.`);
const areaIds = z.array(idNumeroSchema, { error: 'Indique las áreas del usuario (areaIds).' }).max(100);
const MENSAJE_RESPONSABLE = 'Las áreas de las que el usuario es responsable deben ser áreas del usuario (areasResponsable).';
const areasResponsable = z.array(idNumeroSchema, { error: MENSAJE_RESPONSABLE }).max(100).optional();
/** A user leads only areas they belong to. */
const responsableDeSusAreas = (datos: { areaIds: number[]; areasResponsable?: number[] }) =>
  (datos.areasResponsable ?? []).every((id) => datos.areaIds.includes(id));
const datosUsuario = {
  nombre: textoVisible({ sujeto: 'El nombre', max: MAX_CARACTERES.nombre }),
  apellidos: textoVisible({ sujeto: 'Los apellidos', max: MAX_CARACTERES.nombre, plural: true }),
  perfil: textoVisible({ sujeto: 'El perfil', max: MAX_CARACTERES.perfil }),
  areaIds,
  /** Absent: none on creation, unchanged on an update. */
  areasResponsable,
};

export const MENSAJES_ALTA = {
  ninguna: 'Indique una contraseña inicial (contrasena) o envíe una invitación por correo (invitar: true).',
  ambas: 'Elija una contraseña inicial o una invitación, no ambas.',
} as const;

/**
 * POST /usuarios/usuarios (administrador): an initial password, or `invitar: true` (no password: the
 * person chooses it through the mailed link); with single sign-on configured, neither (the person
 * signs in through the provider): the API checks that one (MENSAJES_ALTA.ninguna).
 */
export const crearUsuarioBodySchema = z.object({
  email,
  ...datosUsuario,
  contrasena: contrasenaNuevaSchema.optional(),
  invitar: z.boolean({ error: 'invitar debe ser true o false.' }).optional(),
  activo: z.boolean().optional(),
}).strict()
  .refine(responsableDeSusAreas, { message: MENSAJE_RESPONSABLE, path: ['areasResponsable'] })
  .refine((d) => !(d.contrasena !== undefined && d.invitar), { message: MENSAJES_ALTA.ambas, path: ['invitar'] });
export type CrearUsuarioBody = z.input<typeof crearUsuarioBodySchema>;

/** PUT /usuarios/usuarios/{id} (administrador): `email` only when it changes. */
export const actualizarUsuarioBodySchema = z.object({
  email: email.optional(),
  ...datosUsuario,
  activo: z.boolean({ error: 'Indique si el usuario está activo (activo).' }),
}).strict().refine(responsableDeSusAreas, { message: MENSAJE_RESPONSABLE, path: ['areasResponsable'] });
export type ActualizarUsuarioBody = z.input<typeof actualizarUsuarioBodySchema>;

/** PUT /usuarios/usuarios/{id}/contrasena (administrador). */
export const restablecerContrasenaBodySchema = z.object({ contrasena: contrasenaNuevaSchema }).strict();
export type RestablecerContrasenaBody = z.input<typeof restablecerContrasenaBodySchema>;

/** PUT /usuarios/usuarios/me/contrasena (any signed-in user). */
export const cambiarContrasenaBodySchema = z.object({
  actual: z.string({ error: 'Ingrese la contraseña actual.' }).min(1, 'Ingrese la contraseña actual.').max(1024, 'La contraseña actual no es correcta.'),
  nueva: contrasenaNuevaSchema,
}).strict();
export type CambiarContrasenaBody = z.input<typeof cambiarContrasenaBodySchema>;

/** A person as every screen and workbook names them: 'Ana García'. */
export const nombreCompleto = ({ nombre, apellidos }: { nombre: string; apellidos: string }): string => `${nombre} ${apellidos}`;
