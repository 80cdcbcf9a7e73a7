import { Alert, App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { cambiarMiContrasena, CamposContrasenaNueva, mensajeDeError, propsDeBotonOcupado, useAuthStore, type ContrasenaNuevaValores } from '@horas/shared';

interface Valores extends ContrasenaNuevaValores {
  actual: string;
}

const ERROR_GENERICO = 'No se pudo cambiar la contraseña. Intente de nuevo.';

/** 'Cambiar contraseña' in the top bar: any signed-in user changes their own password. */
export function CambiarContrasena() {
  const { message } = App.useApp();
  const renovarToken = useAuthStore((s) => s.renovarToken);
  const [form] = Form.useForm<Valores>();
  const [abierto, setAbierto] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const cerrar = () => {
    setAbierto(false);
    setError(null);
    form.resetFields();
  };

  const enviar = async ({ actual, nueva }: Valores) => {
    setEnviando(true);
    setError(null);
    try {
      // The server ends this user's other sessions and answers a new token for this one.
      const { token } = await cambiarMiContrasena({ actual, nueva });
      renovarToken(token);
      cerrar();
      void message.success('Contraseña actualizada.');
    } catch (fallo) {
      setError(mensajeDeError(fallo) ?? ERROR_GENERICO);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <>
      <Button onClick={() => setAbierto(true)}>Cambiar contraseña</Button>
      <Modal
        title="Cambiar contraseña"
        open={abierto}
        onCancel={cerrar}
        okText="Guardar"
        cancelText="Cancelar"
        okButtonProps={{ htmlType: 'submit', form: 'cambiar-contrasena', ...propsDeBotonOcupado(enviando) }}
        destroyOnHidden
      >
        <Form form={form} id="cambiar-contrasena" layout="vertical" onFinish={enviar} requiredMark={false}>
          <Form.Item name="actual" label="Contraseña actual" rules={[{ required: true, message: 'Ingrese la contraseña actual.' }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <CamposContrasenaNueva />
          {error && <Alert type="error" showIcon title={error} />}
        </Form>
      </Modal>
    </>
  );
}
