import { FORMATO_FECHA } from '@horas/shared';
import { Flex, Form } from 'antd';
import DatePicker from 'antd/es/date-picker';
import { esFutura, fueraDeRango } from '../utils/fechas';

/** 'Fecha de inicio' / 'Fecha de fin' fields of the enclosing form; the end cannot precede the start. */
export function CamposRango() {
  const fechaInicio = Form.useWatch('fechaInicio', Form.useFormInstance());
  return (
    <Flex gap="small" wrap>
      <Form.Item label="Fecha de inicio" name="fechaInicio">
        <DatePicker format={FORMATO_FECHA} disabledDate={esFutura} />
      </Form.Item>
      <Form.Item label="Fecha de fin" name="fechaFin">
        <DatePicker format={FORMATO_FECHA} disabledDate={fueraDeRango(fechaInicio)} />
      </Form.Item>
    </Flex>
  );
}
