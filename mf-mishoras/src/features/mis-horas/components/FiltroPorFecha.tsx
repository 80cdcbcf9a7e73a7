import { aIso, type MisHorasPorFechaQuery } from '@horas/shared';
import { App, Form, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { esFutura } from '../utils/fechas';
import { TarjetaFiltro } from './TarjetaFiltro';
import { CampoFecha } from './CampoFecha';

export interface ValoresFiltroFecha {
  fecha?: Dayjs;
}

interface Props {
  form: FormInstance<ValoresFiltroFecha>;
  buscando: boolean;
  onBuscar: (consulta: MisHorasPorFechaQuery) => void;
  onLimpiar: () => void;
}

/** Filter (c) of spec §2: every client on one day. */
export function FiltroPorFecha({ form, buscando, onBuscar, onLimpiar }: Props) {
  const { message } = App.useApp();

  const buscar = ({ fecha }: ValoresFiltroFecha) => {
    if (!fecha) message.warning('Por favor seleccione una fecha');
    else onBuscar({ fecha: aIso(fecha) });
  };

  return (
    <Form form={form} name="filtroFecha" layout="vertical" onFinish={buscar}>
      <TarjetaFiltro titulo="Filtrar por fecha específica todos los clientes" textoBuscar="Buscar por Fecha" buscando={buscando} onLimpiar={onLimpiar}>
        <Form.Item label="Fecha" name="fecha">
          <CampoFecha disabledDate={esFutura} />
        </Form.Item>
      </TarjetaFiltro>
    </Form>
  );
}
