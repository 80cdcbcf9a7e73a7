import type { Cliente } from '@horas/shared';
import { Button, Flex } from 'antd';
import type { Carga } from '../../../../hooks/useCarga';
import { SelectorCliente } from '../comunes/SelectorCliente';

interface Props {
  clientes: Carga<Cliente[]>;
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
