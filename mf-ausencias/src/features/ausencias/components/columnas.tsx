import type { TableColumnType } from 'antd';
import type { Ausencia } from '@horas/shared';
import { fechasDe, formatDias, nombreDeTipo } from '../utils/ausencias';

/** What both lists show of an absence: its type ('Ausente' where hidden), its dates and its working days. */
export const columnasDeAusencia = (tituloDias: string): TableColumnType<Ausencia>[] => [
  { title: 'Tipo', key: 'tipo', render: (_, a) => nombreDeTipo(a.tipo) },
  { title: 'Fechas', key: 'fechas', render: (_, a) => fechasDe(a) },
  { title: tituloDias, dataIndex: 'dias', render: formatDias },
];
