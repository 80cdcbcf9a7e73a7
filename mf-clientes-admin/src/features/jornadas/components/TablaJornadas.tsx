import { DIAS_JORNADA, aIso, formatHoras, sumarHoras, ZonaDesplazable, type Jornada } from '@horas/shared';
import { Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { jornadasConEstado, textoDesde, type EstadoJornada } from '../utils/estadoJornada';

type Fila = Jornada & { estado: EstadoJornada };

interface Props {
  /** The accessible name of the region around the table. */
  titulo: string;
  jornadas: Jornada[];
  /** Said when there is none. */
  vacio: string;
  acciones?: (jornada: Jornada) => ReactNode;
}

/** Jornadas newest first: from when, each day's hours, the week's total, and which one is in force. */
export function TablaJornadas({ titulo, jornadas, vacio, acciones }: Props) {
  const columnas: TableColumnsType<Fila> = [
    { title: 'Vigente desde', key: 'desde', render: (_, jornada) => textoDesde(jornada.desde) },
    ...DIAS_JORNADA.map((dia, indice) => ({ title: dia, key: dia, align: 'right' as const, render: (_: unknown, jornada: Fila) => formatHoras(jornada.horasPorDia[indice]) })),
    { title: 'Total semanal', key: 'total', align: 'right', render: (_, jornada) => formatHoras(sumarHoras(jornada.horasPorDia)) },
    { title: 'Estado', dataIndex: 'estado', key: 'estado' },
  ];
  if (acciones) columnas.push({ title: 'Acciones', key: 'acciones', render: (_, jornada) => acciones(jornada) });
  return (
    // Nine columns: on a phone the region scrolls sideways, and takes the focus to be scrolled by keyboard.
    <ZonaDesplazable etiqueta={titulo}>
      <Table<Fila>
        size="small"
        rowKey="desde"
        pagination={false}
        dataSource={jornadasConEstado(jornadas, aIso(dayjs()))}
        locale={{ emptyText: vacio }}
        columns={columnas}
      />
    </ZonaDesplazable>
  );
}
