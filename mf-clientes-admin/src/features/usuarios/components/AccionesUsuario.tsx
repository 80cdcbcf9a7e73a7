import { actualizarUsuario, mensajeDeError, nombreCompleto, reenviarInvitacion, type Usuario } from '@horas/shared';
import { App, Button, Space } from 'antd';
import { BotonEstado } from '../../../componentes/BotonEstado';
import { TEXTOS_USUARIOS } from '../utils/textos';

interface Props {
  usuario: Usuario;
  onEditar: () => void;
  onContrasena: () => void;
  onJornada: () => void;
  alCambiar: () => Promise<void>;
}

/** 'Editar', 'Desactivar' / 'Activar', 'Restablecer contraseña', 'Jornada', and 'Reenviar invitación' while an active user has no password. */
export function AccionesUsuario({ usuario, onEditar, onContrasena, onJornada, alCambiar }: Props) {
  const { message } = App.useApp();
  const nombre = nombreCompleto(usuario);
  const alternar = async () => {
    const { nombre: n, apellidos, perfil, areas, activo } = usuario;
    try {
      await actualizarUsuario(usuario.id, { nombre: n, apellidos, perfil, areaIds: areas.map((a) => a.id), activo: !activo });
    } catch (error) {
      void message.error(mensajeDeError(error) ?? TEXTOS_USUARIOS.errorActualizar);
      return;
    }
    await alCambiar();
    void message.success(activo ? TEXTOS_USUARIOS.desactivado : TEXTOS_USUARIOS.activado);
  };
  const reenviar = async () => {
    try {
      await reenviarInvitacion(usuario.id);
    } catch (error) {
      void message.error(mensajeDeError(error) ?? TEXTOS_USUARIOS.errorInvitacion);
      return;
    }
    await alCambiar();
    void message.success(TEXTOS_USUARIOS.invitacionReenviada);
  };
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
    </Space>
  );
}
