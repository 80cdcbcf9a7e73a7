import { actualizarUsuario, desvincularSso, mensajeDeError, nombreCompleto, reenviarInvitacion, type Usuario } from '@horas/shared';
import { App } from 'antd';
import { accionDeEstado } from '../../../componentes/accionDeEstado';
import { MenuDeAcciones, type AccionDeFila } from '../../../componentes/MenuDeAcciones';
import { TEXTOS_USUARIOS } from '../utils/textos';

interface Props {
  usuario: Usuario;
  onEditar: () => void;
  onContrasena: () => void;
  onJornada: () => void;
  alCambiar: () => Promise<void>;
}

/**
 * A user's 'Acciones': 'Editar', 'Restablecer contraseña', 'Jornada', 'Reenviar invitación' while an
 * active user has no password, 'Desvincular SSO' while the user is linked to the single sign-on, and
 * 'Desactivar' / 'Activar'.
 */
export function AccionesUsuario({ usuario, onEditar, onContrasena, onJornada, alCambiar }: Props) {
  const { message } = App.useApp();
  const nombre = nombreCompleto(usuario);
  /** Calls the API, then refreshes the table and says so; a refusal shows the API's message. */
  const ejecutar = async (llamada: () => Promise<unknown>, error: string, exito: string) => {
    try {
      await llamada();
    } catch (fallo) {
      void message.error(mensajeDeError(fallo) ?? error);
      return;
    }
    await alCambiar();
    void message.success(exito);
  };
  const alternar = () => {
    const { nombre: n, apellidos, perfil, areas, activo } = usuario;
    return ejecutar(
      () => actualizarUsuario(usuario.id, { nombre: n, apellidos, perfil, areaIds: areas.map((a) => a.id), activo: !activo }),
      TEXTOS_USUARIOS.errorActualizar, activo ? TEXTOS_USUARIOS.desactivado : TEXTOS_USUARIOS.activado,
    );
  };
  const reenviar = () => ejecutar(() => reenviarInvitacion(usuario.id), TEXTOS_USUARIOS.errorInvitacion, TEXTOS_USUARIOS.invitacionReenviada);
  const desvincular = () => ejecutar(() => desvincularSso(usuario.id), TEXTOS_USUARIOS.errorDesvincular, TEXTOS_USUARIOS.desvinculado);
  const acciones: AccionDeFila[] = [
    { texto: 'Editar', alElegir: onEditar },
    { texto: 'Restablecer contraseña', alElegir: onContrasena },
    { texto: 'Jornada', alElegir: onJornada },
  ];
  if (usuario.activo && !usuario.tieneContrasena) acciones.push({ texto: 'Reenviar invitación', alElegir: reenviar });
  if (usuario.sso) {
    acciones.push({
      texto: 'Desvincular SSO',
      confirmacion: {
        pregunta: `¿Desvincular a ${nombre} del inicio de sesión único?`,
        explicacion: 'Su próximo ingreso por el proveedor lo vincula de nuevo, si el proveedor confirma su e-mail.',
      },
      alElegir: desvincular,
    });
  }
  acciones.push(accionDeEstado({
    activo: usuario.activo,
    pregunta: (accion) => `¿${accion} a ${nombre}?`,
    explicacion: usuario.activo
      ? 'No podrá iniciar sesión y sus sesiones abiertas terminan; sus horas se conservan.'
      : 'Podrá volver a iniciar sesión con su contraseña.',
    alElegir: alternar,
  }));
  return <MenuDeAcciones nombre={nombre} acciones={acciones} />;
}
