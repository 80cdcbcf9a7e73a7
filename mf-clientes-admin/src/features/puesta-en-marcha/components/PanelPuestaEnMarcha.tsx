import { Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { urlDeSeccion } from '../../administracion/rutas';
import type { Paso } from '../utils/pasos';
import './puestaEnMarcha.css';

/** 'Puesta en marcha': each piece an empty Horas lacks, with a link to where it is created, ticked once it exists. */
export function PanelPuestaEnMarcha({ pasos }: { pasos: Paso[] }) {
  return (
    <Flex vertical gap="middle">
      <Typography.Text>Nadie puede cargar horas hasta que exista lo siguiente. Cada paso se marca al completarse.</Typography.Text>
      <ol className="puesta-en-marcha">
        {pasos.map((paso) => (
          <li key={paso.clave} className={paso.hecho ? 'puesta-en-marcha__paso--hecho' : undefined}>
            <Flex wrap gap="small" align="baseline" justify="space-between">
              <span>
                <Typography.Text strong>{paso.titulo}</Typography.Text>
                {': '}
                {paso.falta}
              </span>
              {paso.hecho
                ? <Typography.Text type="success"><span aria-hidden>✓ </span>Hecho</Typography.Text>
                : <Link to={urlDeSeccion(paso.ruta)}>{paso.enlace}</Link>}
            </Flex>
          </li>
        ))}
      </ol>
    </Flex>
  );
}
