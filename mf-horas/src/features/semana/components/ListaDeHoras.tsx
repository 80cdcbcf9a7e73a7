import { Flex } from 'antd';
import type { Hora } from '@horas/shared';
import { EntradaHora } from './EntradaHora';

interface Props {
  horas: Hora[];
  editable: boolean;
  onEditar: (hora: Hora) => void;
  onEliminar: (hora: Hora) => void;
}

/** Entries one under the other, each with 'Editar' and 'Eliminar': a day card's, or a grid cell's that holds several. */
export function ListaDeHoras({ horas, editable, onEditar, onEliminar }: Props) {
  return (
    <Flex component="ul" vertical gap="middle" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {horas.map((hora) => (
        <EntradaHora key={hora.id} hora={hora} editable={editable} onEditar={onEditar} onEliminar={onEliminar} />
      ))}
    </Flex>
  );
}
