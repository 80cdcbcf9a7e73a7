import { CamposContrasenaNueva, ModalFormulario, nombreCompleto, restablecerContrasena, type ContrasenaNuevaValores, type Usuario } from '@horas/shared';
import { App, Form, Typography } from 'antd';
import { TEXTOS_USUARIOS } from '../utils/textos';

interface Props {
  usuario: Usuario | null;
  onCerrar: () => void;
}

/** 'Restablecer contraseña': a new password for someone who forgot theirs; their open sessions end. */
export function ModalContrasena({ usuario, onCerrar }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ContrasenaNuevaValores>();

  const enviar = async ({ nueva }: ContrasenaNuevaValores) => {
    if (!usuario) return;
    await restablecerContrasena(usuario.id, { contrasena: nueva });
    onCerrar();
    void message.success(TEXTOS_USUARIOS.contrasenaRestablecida);
  };

  return (
    <ModalFormulario
      titulo="Restablecer contraseña"
      abierto={usuario !== null}
      onCerrar={onCerrar}
      textoAceptar="Restablecer"
      form={form}
      alEnviar={enviar}
      errorGenerico={TEXTOS_USUARIOS.errorContrasena}
    >
      {usuario && <Typography.Paragraph>{`${nombreCompleto(usuario)} (${usuario.email})`}</Typography.Paragraph>}
      <CamposContrasenaNueva />
    </ModalFormulario>
  );
}
