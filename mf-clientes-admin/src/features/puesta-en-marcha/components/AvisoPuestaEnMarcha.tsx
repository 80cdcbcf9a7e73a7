import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { PUESTA_EN_MARCHA, urlDeSeccion } from '../../administracion/rutas';
import { usePuestaEnMarcha } from '../hooks/usePuestaEnMarcha';

/** The administrator's /home, while an empty Horas lacks something: one line pointing to 'Puesta en marcha'. */
export function AvisoPuestaEnMarcha() {
  if (usePuestaEnMarcha().estado !== 'pendiente') return null;
  return (
    <Alert
      type="info"
      showIcon
      title={<>Todavía nadie puede cargar horas: complete la <Link to={urlDeSeccion(PUESTA_EN_MARCHA.ruta)}>Puesta en marcha</Link>.</>}
    />
  );
}
