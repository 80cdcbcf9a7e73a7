import { ESTADOS_CIERRE, ETIQUETA_ESTADO_CIERRE, FiltroDeArea, type Area } from '@horas/shared';
import { Flex, Form, Select } from 'antd';
import DatePicker from 'antd/es/date-picker';
import dayjs, { type Dayjs } from 'dayjs';
import type { Filtros } from '../utils/filas';

interface Valores extends Filtros {
  mes: Dayjs;
}

interface Props {
  mes: Dayjs;
  areas: Area[];
  onMes: (mes: Dayjs) => void;
  onFiltros: (filtros: Filtros) => void;
}

const ESTADOS = ESTADOS_CIERRE.map((estado) => ({ value: estado, label: ETIQUETA_ESTADO_CIERRE[estado] }));

/** The month (no later than this one) and, within it, an area and a state. */
export function FiltrosAprobaciones({ mes, areas, onMes, onFiltros }: Props) {
  return (
    <Form<Valores>
      name="aprobaciones"
      layout="vertical"
      initialValues={{ mes }}
      onValuesChange={(cambios, { areaId, estado }) => (cambios.mes ? onMes(cambios.mes) : onFiltros({ areaId, estado }))}
    >
      <Flex wrap gap="small" align="end">
        <Form.Item name="mes" label="Mes">
          <DatePicker picker="month" format="MM/YYYY" allowClear={false} disabledDate={(fecha) => fecha.isAfter(dayjs(), 'month')} style={{ width: 160 }} />
        </Form.Item>
        <FiltroDeArea areas={areas} />
        <Form.Item name="estado" label="Estado">
          <Select allowClear placeholder="Todos los estados" options={ESTADOS} style={{ width: 180 }} />
        </Form.Item>
      </Flex>
    </Form>
  );
}
