import { busquedaSinAcentos, type Cliente } from '@horas/shared';
import { Alert, Form, Select } from 'antd';
import { useMemo } from 'react';
import type { Carga } from '../../../../hooks/useCarga';
import { MENSAJES } from '../../utils/mensajes';

interface Props {
  id: string;
  clientes: Carga<Cliente[]>;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}

const etiqueta = (cliente: Cliente) => `${cliente.nombre} (${cliente.estado ? 'Activo' : 'Inactivo'})`;

/** 'Cliente': a searchable pick of any client, showing whether it is active. */
export function SelectorCliente({ id, clientes, value, onChange }: Props) {
  const opciones = useMemo(
    () =>
      [...(clientes.datos ?? [])]
        .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'))
        .map((cliente) => ({ value: cliente.id, label: etiqueta(cliente) })),
    [clientes.datos],
  );
  return (
    <Form layout="vertical">
      <Form.Item label="Cliente" htmlFor={id}>
        <Select
          id={id}
          showSearch={busquedaSinAcentos}
          allowClear
          loading={clientes.cargando}
          placeholder="Seleccione un cliente..."
          options={opciones}
          value={value}
          onChange={onChange}
          listHeight={245}
        />
      </Form.Item>
      {clientes.fallo && <Alert type="error" showIcon title={MENSAJES.errorCargarClientes} />}
    </Form>
  );
}
