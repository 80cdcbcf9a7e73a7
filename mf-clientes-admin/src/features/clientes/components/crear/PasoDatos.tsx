import { Button, Form } from 'antd';
import type { DatosPasoUno } from '../../hooks/useCrearCliente';
import { useAreas } from '../../../../hooks/useAreas';
import { MENSAJES } from '../../utils/mensajes';
import { CampoAreas } from '../../../../componentes/CampoAreas';
import { BotonesPaso } from '../comunes/BotonesPaso';
import { CamposDatosCliente } from '../comunes/CamposDatosCliente';

interface Props {
  valoresIniciales?: DatosPasoUno;
  /** After 'Volver' the client exists already and this step saves changes to it. */
  creado: boolean;
  onGuardar: (datos: DatosPasoUno) => void;
}

/** Create step 1: the client's data and at least one area. */
export function PasoDatos({ valoresIniciales, creado, onGuardar }: Props) {
  const areas = useAreas();
  return (
    <Form<DatosPasoUno> layout="vertical" initialValues={valoresIniciales} onFinish={onGuardar}>
      <CamposDatosCliente />
      <CampoAreas name="areas" label="Áreas" placeholder="Seleccione las áreas" mensajeObligatorio={MENSAJES.areaObligatoria} areas={areas} />
      <BotonesPaso>
        <Button type="primary" htmlType="submit" block>
          {creado ? 'Guardar y continuar' : 'Crear Cliente'}
        </Button>
      </BotonesPaso>
    </Form>
  );
}
