/** Texts of the users administration: ours, in the tone of spec §8. */
export const TEXTOS_USUARIOS = {
  creado: 'Usuario creado correctamente',
  invitado: 'Usuario creado: le enviamos la invitación por correo',
  invitacionReenviada: 'Invitación reenviada',
  errorInvitacion: 'No se pudo reenviar la invitación',
  actualizado: 'Usuario actualizado correctamente',
  desactivado: 'Usuario desactivado',
  activado: 'Usuario activado',
  desvinculado: 'Usuario desvinculado del inicio de sesión único',
  errorDesvincular: 'No se pudo desvincular el usuario del inicio de sesión único',
  contrasenaRestablecida: 'Contraseña restablecida: las sesiones abiertas del usuario se cerraron',
  errorCrear: 'No se pudo crear el usuario',
  errorActualizar: 'No se pudo actualizar el usuario',
  errorContrasena: 'No se pudo restablecer la contraseña',
  errorCargar: 'No se pudieron cargar los usuarios',
  errorCargarPerfiles: 'No se pudieron cargar los perfiles',
  invitacionSinCorreo: 'La invitación por correo no está disponible: el envío de correos no está configurado (SMTP_URL).',
} as const;
