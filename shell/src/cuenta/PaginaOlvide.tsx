import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MAX_CARACTERES, MENSAJES_CUENTAS, mensajeDeError, pedirRestablecimiento, propsDeBotonOcupado } from '@horas/shared';
import { useOpcionesLogin } from '../login/useOpcionesLogin';
import { TarjetaDeCuenta } from './TarjetaDeCuenta';

const ERROR_GENERICO = 'No se pudo enviar el enlace. Intente de nuevo.';

/**
 * '¿Olvidó su contraseña?': the API answers the same whatever was typed, and so does this screen.
 * Opened directly where the API sends no mail, it says so instead of offering a form that cannot work.
 */
export function PaginaOlvide() {
  const sinCorreo = useOpcionesLogin()?.restablecer === false;
  const [enviando, setEnviando] = useState(false);
  const [respuesta, setRespuesta] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const enviar = async ({ email }: { email: string }) => {
    setEnviando(true);
    setError(null);
    try {
      setRespuesta((await pedirRestablecimiento(email.trim())).mensaje);
    } catch (fallo) {
      setError(mensajeDeError(fallo) ?? ERROR_GENERICO);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <TarjetaDeCuenta titulo="¿Olvidó su contraseña?">
      {sinCorreo ? (
        <Alert type="info" showIcon title={MENSAJES_CUENTAS.sinCorreo} />
      ) : respuesta ? (
        <Alert type="success" showIcon title={respuesta} />
      ) : (
        <Form layout="vertical" onFinish={enviar} requiredMark={false}>
          <Form.Item name="email" label="E-mail" rules={[{ required: true, whitespace: true, message: 'Ingrese su e-mail.' }]}>
            <Input inputMode="email" maxLength={MAX_CARACTERES.email} autoComplete="username" autoFocus />
          </Form.Item>
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" block {...propsDeBotonOcupado(enviando)}>Enviar enlace</Button>
        </Form>
      )}
      <p style={{ marginTop: 16, textAlign: 'center' }}><Link to="/login">Volver a iniciar sesión</Link></p>
    </TarjetaDeCuenta>
  );
}
