import { formatHoras } from '@horas/shared';
import { Grid, Table, type TableColumnsType } from 'antd';
import { hoyIso } from '../utils/fechas';
import { hojaMisHoras } from '../utils/hojas';
import type { Registro } from '../utils/registro';
import { RegistroApilado } from './RegistroApilado';
import { TarjetaConDescarga } from './TarjetaConDescarga';
import { TextoPlegable } from './TextoPlegable';

const COLUMNAS: TableColumnsType<Registro> = [
  { title: 'Fecha', dataIndex: 'fecha' },
  { title: 'Cliente', dataIndex: 'cliente' },
  { title: 'Servicio', dataIndex: 'servicio' },
  { title: 'Tarea', dataIndex: 'tarea' },
  { title: 'Horas', dataIndex: 'horas', align: 'right', render: formatHoras },
  { title: 'Descripción', dataIndex: 'descripcion', width: '35%', render: (descripcion: string) => <TextoPlegable texto={descripcion} /> },
];

/** Below a tablet's width six columns would scroll sideways: one stacked cell per entry instead. */
const APILADA: TableColumnsType<Registro> = [{ title: 'Registro', key: 'registro', render: (_, registro) => <RegistroApilado registro={registro} /> }];

/** 'Registros de Horas' of spec §2, newest first, with its 'Descargar Excel'. */
export function RegistrosHoras({ registros }: { registros: Registro[] }) {
  // Every breakpoint reads false until the window answers (never, in jsdom): the full table then.
  const { xs, sm, md } = Grid.useBreakpoint();
  const estrecha = !md && Boolean(xs || sm);
  return (
    <TarjetaConDescarga
      titulo="Registros de Horas"
      textoBoton="Descargar Excel"
      hoja={() => hojaMisHoras(registros, hoyIso())}
      mensajeSinDatos="No hay datos para exportar"
    >
      <Table
        rowKey="id"
        size="small"
        columns={estrecha ? APILADA : COLUMNAS}
        dataSource={registros}
        locale={{ emptyText: 'No se encontraron registros de horas para los filtros seleccionados.' }}
        pagination={{ defaultPageSize: 20, hideOnSinglePage: true, showSizeChanger: !estrecha }}
      />
    </TarjetaConDescarga>
  );
}
