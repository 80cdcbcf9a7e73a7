import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  CamposContrasenaNueva, estadoDeError, mensajeDeError, propsDeBotonOcupado, useAuthStore, type ContrasenaConEnlaceBody, type ContrasenaNuevaValores,
  type SesionDeLogin,
} from '@horas/shared';
import { useFragmentoDeUnaVez } from '../sesion/useFragmentoDeUnaVez';
import { TarjetaDeCuenta } from './TarjetaDeCuenta';

const ERROR_GENERICO = 'No se pudo guardar la contraseña. Intente de nuevo.';

interface Props {
  titulo: string;
  /** POST /usuarios/activar or /usuarios/contrasena/restablecer. */
  usar: (body: ContrasenaConEnlaceBody) => Promise<SesionDeLogin>;
  /** An invalid link offers '¿Olvidó su contraseña?' (a reset link: the person asks for a new one). */
  ofrecerOlvide?: boolean;
}

/**
 * /activar and /restablecer: the two fields of 'Cambiar contraseña', then straight to /home signed in.
 * The token travels in the link's fragment, never sent to a server.
 */
export function PaginaEnlace({ titulo, usar, ofrecerOlvide = false }: Props) {
  const navegar = useNavigate();
  const entrar = useAuthStore((s) => s.entrar);
  const token = useFragmentoDeUnaVez(/^#(.+)$/)?.[1] ?? '';
  const [enviando, setEnviando] = useState(false);
  const [error, setError] = useState<{ mensaje: string; enlace: boolean } | null>(null);

  const enviar = async ({ nueva }: ContrasenaNuevaValores) => {
    setEnviando(true);
    setError(null);
    try {
      await entrar(await usar({ token, contrasena: nueva }));
      navegar('/home', { replace: true });
    } catch (fallo) {
      setError({ mensaje: mensajeDeError(fallo) ?? ERROR_GENERICO, enlace: estadoDeError(fallo) === 400 });
      setEnviando(false);
    }
  };

  return (
    <TarjetaDeCuenta titulo={titulo}>
      <Form layout="vertical" onFinish={enviar} requiredMark={false}>
        <CamposContrasenaNueva />
        {error && <Alert type="error" showIcon title={error.mensaje} style={{ marginBottom: 16 }} />}
        {/* On the card's white, not on the alert's tint: the link keeps its contrast. */}
        {error?.enlace && ofrecerOlvide && <p><Link to="/olvide">¿Olvidó su contraseña?</Link></p>}
        <Button type="primary" htmlType="submit" block {...propsDeBotonOcupado(enviando)}>Guardar contraseña</Button>
      </Form>
    </TarjetaDeCuenta>
  );
}
