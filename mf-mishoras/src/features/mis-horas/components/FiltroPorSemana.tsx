import { aIso, type MisHorasPorSemanaQuery } from '@horas/shared';
import { App, Form, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { CamposRango } from './CamposRango';
import { TarjetaFiltro } from './TarjetaFiltro';

export interface ValoresFiltroSemana {
  fechaInicio?: Dayjs;
  fechaFin?: Dayjs;
}

interface Props {
  form: FormInstance<ValoresFiltroSemana>;
  buscando: boolean;
  onBuscar: (consulta: MisHorasPorSemanaQuery) => void;
  onLimpiar: () => void;
}

/** Filter (b) of spec §2: every client between two dates. */
export function FiltroPorSemana({ form, buscando, onBuscar, onLimpiar }: Props) {
  const { message } = App.useApp();

  const buscar = ({ fechaInicio: inicio, fechaFin: fin }: ValoresFiltroSemana) => {
    if (!inicio || !fin) message.warning('Por favor seleccione las fechas de inicio y fin de la semana');
    else onBuscar({ fechaInicio: aIso(inicio), fechaFin: aIso(fin) });
  };

  return (
    <Form form={form} name="filtroSemana" layout="vertical" onFinish={buscar}>
      <TarjetaFiltro titulo="Filtrar por semana todos los clientes" textoBuscar="Buscar por Semana" buscando={buscando} onLimpiar={onLimpiar}>
        <CamposRango />
      </TarjetaFiltro>
    </Form>
  );
}
