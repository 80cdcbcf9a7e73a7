import { Titulo, type AreaConServicios } from '@horas/shared';
import { Checkbox, Flex } from 'antd';

interface Props {
  grupos: AreaConServicios[];
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** The level of each area's heading: one under the heading the list falls under. */
  nivel?: 3 | 4;
}

/** Service checkboxes grouped by area, each group headed by its area and how many services it offers. */
export function ServiciosPorArea({ grupos, value = [], onChange, nivel = 3 }: Props) {
  return (
    <Checkbox.Group value={value} onChange={(ids) => onChange?.(ids as number[])} style={{ display: 'block' }}>
      <Flex vertical gap="middle">
        {grupos.map((grupo) => (
          <section key={grupo.id} role="group" aria-labelledby={`area-servicios-${grupo.id}`}>
            <Titulo nivel={nivel} aspecto={5} id={`area-servicios-${grupo.id}`} style={{ marginTop: 0 }}>
              {grupo.nombre} ({grupo.servicios.length})
            </Titulo>
            <Flex wrap gap="small">
              {grupo.servicios.map((servicio) => (
                <Checkbox key={servicio.id} value={servicio.id}>
                  {servicio.nombre}
                </Checkbox>
              ))}
            </Flex>
          </section>
        ))}
      </Flex>
    </Checkbox.Group>
  );
}
