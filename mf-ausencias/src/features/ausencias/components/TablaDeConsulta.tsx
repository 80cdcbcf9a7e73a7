import { Table, type TableColumnsType } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorDeCarga, mensajeDeError, ZonaDesplazable } from '@horas/shared';

interface Props<T> {
  consulta: UseQueryResult<T[]>;
  /** The section's name (the table scrolls sideways in it). */
  etiqueta: string;
  /** Said when the list could not be loaded and the server gave no reason. */
  errorDeCarga: string;
  vacia?: string;
  columnas: TableColumnsType<T>;
}

/** The tabs' lists: a query's rows, whole (they are a person's or a team's few), or why they did not load. */
export function TablaDeConsulta<T extends { id: number }>({ consulta, etiqueta, errorDeCarga, vacia, columnas }: Props<T>) {
  return (
    <>
      {consulta.isError && <ErrorDeCarga mensaje={mensajeDeError(consulta.error) ?? errorDeCarga} reintentar={() => void consulta.refetch()} />}
      <ZonaDesplazable etiqueta={etiqueta}>
        <Table<T>
          rowKey="id"
          size="small"
          loading={consulta.isLoading}
          dataSource={consulta.data}
          pagination={false}
          locale={vacia ? { emptyText: vacia } : undefined}
          columns={columnas}
        />
      </ZonaDesplazable>
    </>
  );
}
