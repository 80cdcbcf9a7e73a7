import type { Cliente } from '@horas/shared';
import { Button, Flex } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { SelectorCliente } from '../comunes/SelectorCliente';

interface Props {
  clientes: UseQueryResult<Cliente[]>;
  id: number | undefined;
  onElegir: (id: number | undefined) => void;
  onSiguiente: () => void;
}

/** Edit step 1: which client to edit. */
export function PasoSeleccion({ clientes, id, onElegir, onSiguiente }: Props) {
  return (
    <Flex vertical gap="small">
      <SelectorCliente id="editar-cliente" clientes={clientes} value={id} onChange={onElegir} />
      <Flex justify="end">
        <Button type="primary" disabled={id === undefined} onClick={onSiguiente}>
          Siguiente
        </Button>
      </Flex>
    </Flex>
  );
}
