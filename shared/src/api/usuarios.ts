import type {
  ActualizarUsuarioBody, CambiarContrasenaBody, ContrasenaConEnlaceBody, CrearUsuarioBody, ErrorRespuesta, LoginBody, OpcionesLogin,
  RestablecerContrasenaBody, Sesion, SesionDeLogin, Usuario, UsuarioBasico,
} from '../contracts';
import { http } from './http';

export const login = (body: LoginBody) => http.post<SesionDeLogin>('/usuarios/login', body).then((r) => r.data);
export const getMe = () => http.get<Usuario>('/usuarios/usuarios/me').then((r) => r.data);
/** Active users' names, what every signed-in user may read (the report selector). */
export const getUsuarios = () => http.get<UsuarioBasico[]>('/usuarios/usuarios').then((r) => r.data);
/** The same call as an administrator: every user, inactive ones too, with e-mail, perfil, areas and `activo`. */
export const getUsuariosAdmin = () => http.get<Usuario[]>('/usuarios/usuarios').then((r) => r.data);
export const getPerfiles = () => http.get<string[]>('/usuarios/perfiles').then((r) => r.data);
export const crearUsuario = (body: CrearUsuarioBody) => http.post<Usuario>('/usuarios/usuarios', body).then((r) => r.data);
export const actualizarUsuario = (id: number, body: ActualizarUsuarioBody) =>
  http.put<Usuario>(`/usuarios/usuarios/${id}`, body).then((r) => r.data);
/** Sets a user's password and ends every session of that user. */
export const restablecerContrasena = (id: number, body: RestablecerContrasenaBody) =>
  http.put<Usuario>(`/usuarios/usuarios/${id}/contrasena`, body).then((r) => r.data);
/**
 * The caller's own password. Ends the caller's other sessions; the answer carries a fresh token for
 * this one, which must replace the stored token (the old one answers 401 from now on).
 */
export const cambiarMiContrasena = (body: CambiarContrasenaBody) =>
  http.put<Sesion>('/usuarios/usuarios/me/contrasena', body).then((r) => r.data);

/** What the login page offers besides the form: '¿Olvidó su contraseña?' (and single sign-on). */
export const getOpcionesLogin = () => http.get<OpcionesLogin>('/usuarios/login/opciones').then((r) => r.data);
/** The single sign-on's one-time code (the callback's `#sso=`): a session, as a password login answers it. */
export const loginSso = (codigo: string) => http.post<SesionDeLogin>('/usuarios/login/sso', { codigo }).then((r) => r.data);
/** Where 'Ingresar con …' links: the API's start of a single sign-on (a plain navigation, not a request). */
export const urlInicioSso = (): string => `${(http.defaults.baseURL ?? '').replace(/\/+$/, '')}/auth/oidc`;
/** '¿Olvidó su contraseña?': always the same answer, whatever the e-mail. */
export const pedirRestablecimiento = (email: string) =>
  http.post<ErrorRespuesta>('/usuarios/contrasena/olvido', { email }).then((r) => r.data);
/** The invitation's link: the first password, and a session. */
export const activarCuenta = (body: ContrasenaConEnlaceBody) => http.post<SesionDeLogin>('/usuarios/activar', body).then((r) => r.data);
/** The reset link: a new password, and a session (the others end). */
export const restablecerConEnlace = (body: ContrasenaConEnlaceBody) =>
  http.post<SesionDeLogin>('/usuarios/contrasena/restablecer', body).then((r) => r.data);
/** 'Desvincular SSO': the user's next single sign-on links them again (409 when not linked). */
export const desvincularSso = (id: number) => http.delete<Usuario>(`/usuarios/usuarios/${id}/sso`).then((r) => r.data);
/** 'Reenviar invitación': a new link by mail, the previous one voided. */
export const reenviarInvitacion = (id: number) => http.post<Usuario>(`/usuarios/usuarios/${id}/invitacion`).then((r) => r.data);
