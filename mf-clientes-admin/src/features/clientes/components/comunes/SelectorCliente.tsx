import { busquedaSinAcentos, compararEnEspanol, LIMPIAR_SELECCION, type Cliente } from '@horas/shared';
import { Alert, Form, Select } from 'antd';
import { useMemo } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { MENSAJES } from '../../utils/mensajes';

interface Props {
  id: string;
  clientes: UseQueryResult<Cliente[]>;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}

const etiqueta = (cliente: Cliente) => `${cliente.nombre} (${cliente.estado ? 'Activo' : 'Inactivo'})`;

/** 'Cliente': a searchable pick of any client, showing whether it is active. */
export function SelectorCliente({ id, clientes, value, onChange }: Props) {
  const opciones = useMemo(
    () =>
      [...(clientes.data ?? [])]
        .sort((a, b) => compararEnEspanol(a.nombre, b.nombre))
        .map((cliente) => ({ value: cliente.id, label: etiqueta(cliente) })),
    [clientes.data],
  );
  return (
    <Form layout="vertical">
      <Form.Item label="Cliente" htmlFor={id}>
        <Select
          id={id}
          showSearch={busquedaSinAcentos}
          allowClear={LIMPIAR_SELECCION}
          loading={clientes.isFetching}
          placeholder="Seleccione un cliente..."
          options={opciones}
          value={value}
          onChange={onChange}
          listHeight={245}
        />
      </Form.Item>
      {clientes.isError && <Alert type="error" showIcon title={MENSAJES.errorCargarClientes} />}
    </Form>
  );
}
