import type { AreaConServicios } from '@horas/shared';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { BotonesPaso } from '../comunes/BotonesPaso';
import { ServiciosPorArea } from '../comunes/ServiciosPorArea';

interface Props {
  grupos: AreaConServicios[];
  onVolver: () => void;
  onAgregar: (ids: number[]) => void;
}

/** Create step 2: pick services of the new client's areas. */
export function PasoServicios({ grupos, onVolver, onAgregar }: Props) {
  const [seleccion, setSeleccion] = useState<number[]>([]);
  return (
    <Flex vertical gap="large">
      <Typography.Paragraph style={{ margin: 0 }}>Seleccione los servicios que se prestan al cliente en cada área.</Typography.Paragraph>
      <ServiciosPorArea grupos={grupos} value={seleccion} onChange={setSeleccion} />
      <BotonesPaso>
        <Button onClick={onVolver}>Volver</Button>
        <Button type="primary" onClick={() => onAgregar(seleccion)}>
          Agregar Servicios
        </Button>
      </BotonesPaso>
    </Flex>
  );
}
