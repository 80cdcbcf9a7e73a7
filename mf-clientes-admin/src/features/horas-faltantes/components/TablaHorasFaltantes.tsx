import { fechasLegibles, formatDiferencia, formatHoras, nombreCompleto, nombreConEstado, type SaldoUsuario } from '@horas/shared';
import { Table } from 'antd';

interface Props {
  filas: SaldoUsuario[];
  cargando: boolean;
}

/** Each person's target, hours and missing days over the range, in the API's order: most missing first. */
export function TablaHorasFaltantes({ filas, cargando }: Props) {
  return (
    <section aria-label="Horas faltantes por persona">
      <Table<SaldoUsuario>
        size="small"
        rowKey="usuarioId"
        loading={cargando}
        dataSource={filas}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No hay personas en el rango elegido.' }}
        columns={[
          { title: 'Nombre', key: 'nombre', render: (_, fila) => nombreConEstado(nombreCompleto(fila), fila.activo) },
          { title: 'Objetivo', key: 'objetivo', align: 'right', render: (_, fila) => formatHoras(fila.objetivo) },
          { title: 'Cargadas', key: 'cargadas', align: 'right', render: (_, fila) => formatHoras(fila.cargadas) },
          { title: 'Diferencia', key: 'diferencia', align: 'right', render: (_, fila) => formatDiferencia(fila.diferencia) },
          { title: 'Días sin horas', key: 'dias', render: (_, fila) => fechasLegibles(fila.diasSinHoras) },
        ]}
      />
    </section>
  );
}
