import { Flex, Form } from 'antd';
import { esFutura, fueraDeRango } from '../utils/fechas';
import { CampoFecha } from './CampoFecha';

/** 'Fecha de inicio' / 'Fecha de fin' fields of the enclosing form; the end cannot precede the start. */
export function CamposRango() {
  const fechaInicio = Form.useWatch('fechaInicio', Form.useFormInstance());
  return (
    <Flex gap="small" wrap>
      <Form.Item label="Fecha de inicio" name="fechaInicio">
        <CampoFecha disabledDate={esFutura} />
      </Form.Item>
      <Form.Item label="Fecha de fin" name="fechaFin">
        <CampoFecha disabledDate={fueraDeRango(fechaInicio)} />
      </Form.Item>
    </Flex>
  );
}
