import { FORMATO_FECHA } from '@horas/shared';
import { Form, Typography } from 'antd';
import DatePicker from 'antd/es/date-picker';
import type { Dayjs } from 'dayjs';
import type { FechasReporte } from '../hooks/useAsistenteReporte';
import { ETIQUETA_FILTRO, type SeleccionReporte } from '../utils/filtroReporte';

interface Props {
  seleccion: SeleccionReporte;
  fechas: FechasReporte;
  onFechas: (cambio: Partial<FechasReporte>) => void;
}

/** Step 2: the required range; each picker refuses the days that would invert it. */
export function PasoFechas({ seleccion, fechas, onFechas }: Props) {
  const campos = [
    { clave: 'inicio', etiqueta: 'Fecha de Inicio', fueraDeRango: (dia: Dayjs) => Boolean(fechas.fin && dia.isAfter(fechas.fin, 'day')) },
    { clave: 'fin', etiqueta: 'Fecha de Fin', fueraDeRango: (dia: Dayjs) => Boolean(fechas.inicio && dia.isBefore(fechas.inicio, 'day')) },
  ] as const;

  return (
    <Form layout="vertical">
      <Typography.Paragraph>
        <Typography.Text strong>{ETIQUETA_FILTRO[seleccion.tipo]}:</Typography.Text> {seleccion.nombre}
      </Typography.Paragraph>
      {campos.map(({ clave, etiqueta, fueraDeRango }) => (
        <Form.Item key={clave} label={etiqueta} htmlFor={`reporte-fecha-${clave}`} required>
          <DatePicker
            id={`reporte-fecha-${clave}`}
            format={FORMATO_FECHA}
            value={fechas[clave]}
            onChange={(fecha) => onFechas({ [clave]: fecha })}
            disabledDate={fueraDeRango}
            style={{ width: '100%' }}
          />
        </Form.Item>
      ))}
    </Form>
  );
}
