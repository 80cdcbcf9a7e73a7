import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useAuthStore } from '../auth/useAuthStore';
import { ErrorDeLogin } from './ErrorDeLogin';

interface Credenciales {
  email: string;
  contrasena: string;
}

/**
 * The login form of spec §2, used by the shell's login screen and by each standalone remote.
 * `alEnviar` runs as the credentials go out: the time the server takes to check them is free to
 * start loading the next screen.
 */
export function LoginForm({ alEnviar }: { alEnviar?: () => void }) {
  const login = useAuthStore((s) => s.login);
  const error = useAuthStore((s) => s.error);
  const [enviando, setEnviando] = useState(false);

  const enviar = async ({ email, contrasena }: Credenciales) => {
    setEnviando(true);
    alEnviar?.();
    try {
      await login(email, contrasena);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Form<Credenciales> layout="vertical" requiredMark={false} onFinish={enviar}>
      <Form.Item label="Usuario" name="email" rules={[{ required: true, message: 'Ingrese su usuario' }]}>
        <Input type="email" autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item label="Contraseña" name="contrasena" rules={[{ required: true, message: 'Ingrese su contraseña' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <ErrorDeLogin error={error} />
      <Button type="primary" htmlType="submit" block loading={enviando}>
        Iniciar sesión
      </Button>
    </Form>
  );
}
