import { compararEnEspanol, TextoOculto } from '@horas/shared';
import { Table } from 'antd';
import { TextoEstado } from '../../../componentes/TextoEstado';
import type { ReactNode } from 'react';
import type { ElementoCatalogo } from '../utils/niveles';

interface Props<T extends ElementoCatalogo> {
  /** The accessible name of the region around the table: 'Áreas', 'Servicios de Desarrollo'… */
  titulo: string;
  elementos: T[];
  /** Said when there is nothing to list. */
  vacio: string;
  acciones: (elemento: T) => ReactNode;
  /**
   * What an expanded row shows (the services of an area, the tasks of a service), and what its
   * column of expand buttons is called for screen readers ('Ver servicios').
   */
  expandir?: { titulo: string; contenido: (elemento: T) => ReactNode };
}

/** One level of the catalogue: name, state and actions, by name. */
export function TablaElementos<T extends ElementoCatalogo>({ titulo, elementos, vacio, acciones, expandir }: Props<T>) {
  return (
    <section aria-label={titulo}>
      <Table<T>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={[...elementos].sort((a, b) => compararEnEspanol(a.nombre, b.nombre))}
        locale={{ emptyText: vacio }}
        expandable={expandir && { expandedRowRender: expandir.contenido, columnTitle: <TextoOculto>{expandir.titulo}</TextoOculto> }}
        columns={[
          { title: 'Nombre', dataIndex: 'nombre', key: 'nombre' },
          {
            title: 'Estado', key: 'estado', width: 100,
            render: (_, { activo }) => <TextoEstado activo={activo} />,
          },
          { title: 'Acciones', key: 'acciones', render: (_, elemento) => acciones(elemento) },
        ]}
      />
    </section>
  );
}
