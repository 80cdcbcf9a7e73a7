import { ETIQUETA_ESTADO_CIERRE, formatDiferencia, formatHoras, nombreCompleto, type CierreFila } from '@horas/shared';
import { Checkbox, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { decidible, type Aprobador } from '../utils/filas';

interface Props {
  /** The rows of the filter. */
  filas: CierreFila[];
  cargando: boolean;
  aprobador: Aprobador;
  /** The ids selected among them. */
  seleccionadas: number[];
  onSeleccion: (usuarioIds: number[]) => void;
  /** A row's actions. */
  acciones: (fila: CierreFila) => ReactNode;
}

const COLUMNAS: TableColumnsType<CierreFila> = [
  { title: 'Nombre', key: 'nombre', render: (_, fila) => nombreCompleto(fila) },
  { title: 'Horas', key: 'cargadas', align: 'right', render: (_, fila) => formatHoras(fila.cargadas) },
  { title: 'Objetivo', key: 'objetivo', align: 'right', render: (_, fila) => formatHoras(fila.objetivo) },
  { title: 'Diferencia', key: 'diferencia', align: 'right', render: (_, fila) => formatDiferencia(fila.diferencia) },
  { title: 'Días sin horas', key: 'dias', align: 'right', render: (_, fila) => fila.diasSinHoras.length },
  { title: 'Estado', key: 'estado', render: (_, fila) => ETIQUETA_ESTADO_CIERRE[fila.estado] },
];

/**
 * One row per person of the filter, 50 to a page (500 people stay quick to draw). Only months this
 * approver may decide on can be ticked; the header's box ticks every one of them in the filter, on
 * every page (antd's own would tick the page's only).
 */
export function TablaAprobaciones({ filas, cargando, aprobador, seleccionadas, onSeleccion, acciones }: Props) {
  const seleccionables = filas.filter((fila) => decidible(fila, aprobador)).map((fila) => fila.usuarioId);
  const todas = seleccionables.length > 0 && seleccionadas.length === seleccionables.length;
  return (
    // The section scrolls sideways on a phone, not antd's `scroll.x`: its measuring row repeats the
    // column titles, the header's checkbox too, as a focusable control in a row hidden from screen readers.
    <section aria-label="Meses de las personas" style={{ overflowX: 'auto' }}>
      <Table<CierreFila>
        size="small"
        rowKey="usuarioId"
        loading={cargando}
        dataSource={filas}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: 'No hay personas con el mes y los filtros elegidos.' }}
        rowSelection={{
          selectedRowKeys: seleccionadas,
          onChange: (claves) => onSeleccion(claves as number[]),
          getCheckboxProps: (fila) => ({ disabled: !decidible(fila, aprobador), 'aria-label': `Seleccionar ${nombreCompleto(fila)}` }),
          columnTitle: (
            <Checkbox
              aria-label="Seleccionar todos los enviados"
              checked={todas}
              indeterminate={seleccionadas.length > 0 && !todas}
              disabled={seleccionables.length === 0}
              onChange={(evento) => onSeleccion(evento.target.checked ? seleccionables : [])}
            />
          ),
        }}
        columns={[...COLUMNAS, { title: 'Acciones', key: 'acciones', render: (_, fila) => acciones(fila) }]}
      />
    </section>
  );
}
