import { actualizarUsuario, desvincularSso, mensajeDeError, nombreCompleto, reenviarInvitacion, type Usuario } from '@horas/shared';
import { App, Button, Space } from 'antd';
import { BotonConfirmado } from '../../../componentes/BotonConfirmado';
import { BotonEstado } from '../../../componentes/BotonEstado';
import { TEXTOS_USUARIOS } from '../utils/textos';

interface Props {
  usuario: Usuario;
  onEditar: () => void;
  onContrasena: () => void;
  onJornada: () => void;
  alCambiar: () => Promise<void>;
}

/**
 * 'Editar', 'Desactivar' / 'Activar', 'Restablecer contraseña', 'Jornada', 'Reenviar invitación' while an
 * active user has no password, and 'Desvincular SSO' while the user is linked to the single sign-on.
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
  return (
    <Space wrap size="small">
      <Button size="small" onClick={onEditar} aria-label={`Editar ${nombre}`}>Editar</Button>
      <BotonEstado
        activo={usuario.activo}
        nombre={nombre}
        pregunta={`¿${usuario.activo ? 'Desactivar' : 'Activar'} a ${nombre}?`}
        explicacion={usuario.activo
          ? 'No podrá iniciar sesión y sus sesiones abiertas terminan; sus horas se conservan.'
          : 'Podrá volver a iniciar sesión con su contraseña.'}
        alConfirmar={alternar}
      />
      <Button size="small" onClick={onContrasena} aria-label={`Restablecer contraseña de ${nombre}`}>Restablecer contraseña</Button>
      <Button size="small" onClick={onJornada} aria-label={`Jornada de ${nombre}`}>Jornada</Button>
      {usuario.activo && !usuario.tieneContrasena && (
        <Button size="small" onClick={() => void reenviar()} aria-label={`Reenviar invitación a ${nombre}`}>Reenviar invitación</Button>
      )}
      {usuario.sso && (
        <BotonConfirmado
          accion="Desvincular SSO"
          nombre={`Desvincular SSO de ${nombre}`}
          pregunta={`¿Desvincular a ${nombre} del inicio de sesión único?`}
          explicacion="Su próximo ingreso por el proveedor lo vincula de nuevo, si el proveedor confirma su e-mail."
          alConfirmar={desvincular}
        />
      )}
    </Space>
  );
}
