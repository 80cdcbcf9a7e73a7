import { formatHoras } from '@horas/shared';
import { Table, type TableColumnsType } from 'antd';
import { hoyIso } from '../utils/fechas';
import { hojaMisHoras } from '../utils/hojas';
import type { Registro } from '../utils/registro';
import { TarjetaConDescarga } from './TarjetaConDescarga';

const COLUMNAS: TableColumnsType<Registro> = [
  { title: 'Fecha', dataIndex: 'fecha' },
  { title: 'Cliente', dataIndex: 'cliente' },
  { title: 'Servicio', dataIndex: 'servicio' },
  { title: 'Tarea', dataIndex: 'tarea' },
  { title: 'Horas', dataIndex: 'horas', align: 'right', render: formatHoras },
  { title: 'Descripción', dataIndex: 'descripcion' },
];

/** 'Registros de Horas' of spec §2 with its 'Descargar Excel'. */
export function RegistrosHoras({ registros }: { registros: Registro[] }) {
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
        columns={COLUMNAS}
        dataSource={registros}
        locale={{ emptyText: 'No se encontraron registros de horas para los filtros seleccionados.' }}
        pagination={{ defaultPageSize: 20, hideOnSinglePage: true, showSizeChanger: true }}
        scroll={{ x: 'max-content' }}
      />
    </TarjetaConDescarga>
  );
}
