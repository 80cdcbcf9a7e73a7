import { Alert, Button, Flex, Modal, Table, type TableColumnsType } from 'antd';
import { BotonOcupado, formatHoras, mensajeDeError, nombreCompleto, ZonaDesplazable, type Hora } from '@horas/shared';
import { useRegistrosAnalisis } from '../hooks/useRegistrosAnalisis';
import { consultaDeRegistros, type EstadoAnalisis } from '../utils/estadoAnalisis';
import type { FilaAnalisis } from '../utils/filas';

interface Props {
  estado: EstadoAnalisis;
  /** The row whose entries are shown; `null`: closed. */
  fila: FilaAnalisis | null;
  onCerrar: () => void;
}

const COLUMNAS: TableColumnsType<Hora> = [
  { key: 'fecha', title: 'Fecha', dataIndex: 'fechaCarga' },
  { key: 'usuario', title: 'Usuario', render: (_, hora) => nombreCompleto(hora.usuario) },
  { key: 'cliente', title: 'Cliente', render: (_, hora) => hora.cliente?.nombre ?? '—' },
  { key: 'servicio', title: 'Servicio', render: (_, hora) => hora.servicio?.nombre ?? '—' },
  { key: 'tarea', title: 'Tarea', render: (_, hora) => hora.tarea.nombre },
  { key: 'horas', title: 'Horas', align: 'right', render: (_, hora) => formatHoras(hora.horas) },
  { key: 'descripcion', title: 'Descripción', dataIndex: 'descripcion' },
];

/** 'Ver registros': the entries behind a row (its group and subgroup as filters), newest day first, a page at a time. */
export function RegistrosAnalisis({ estado, fila, onCerrar }: Props) {
  const registros = useRegistrosAnalisis(fila && consultaDeRegistros(estado, fila.filtros));
  const { data, error, isError, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } = registros;
  const horas = data?.pages.flatMap((pagina) => pagina.items) ?? [];

  return (
    <Modal open={fila !== null} title={fila && `Registros: ${fila.nombre}`} onCancel={onCerrar} footer={null} width={960} destroyOnHidden>
      <Flex vertical gap="small">
        {isError && (
          <Alert type="error" showIcon title={mensajeDeError(error) ?? 'No se pudieron cargar los registros.'} action={<Button size="small" onClick={() => void (data ? fetchNextPage() : refetch())}>Reintentar</Button>} />
        )}
        <ZonaDesplazable etiqueta="Registros">
          <Table<Hora> rowKey="id" size="small" columns={COLUMNAS} dataSource={horas} loading={isFetching && !isFetchingNextPage} pagination={false} />
        </ZonaDesplazable>
        {hasNextPage && <BotonOcupado ocupado={isFetchingNextPage} onClick={() => void fetchNextPage()}>Cargar más</BotonOcupado>}
      </Flex>
    </Modal>
  );
}
