import { Button, Flex, Tag, Typography } from 'antd';
import { ETIQUETA_DIMENSION, SIN_DIMENSION, type DimensionAnalisis } from '@horas/shared';
import type { CambioDeAnalisis } from '../hooks/useEstadoAnalisis';
import type { OpcionesAnalisis } from '../hooks/useOpcionesAnalisis';
import { filtrosAplicados, sinFiltro, type EstadoAnalisis } from '../utils/estadoAnalisis';

interface Props {
  estado: EstadoAnalisis;
  opciones: OpcionesAnalisis;
  onCambiar: (cambio: CambioDeAnalisis) => void;
}

/** A filter's value by name: from its list, 'Sin …' for 'ninguno', a perfil as itself. */
function nombreDe(dimension: DimensionAnalisis, valor: string, opciones: OpcionesAnalisis): string {
  if (valor === 'ninguno' && dimension in SIN_DIMENSION) return SIN_DIMENSION[dimension as keyof typeof SIN_DIMENSION];
  if (dimension === 'perfil') return valor;
  return opciones[dimension]?.lista.find((o) => o.value === valor)?.label ?? `#${valor}`;
}

/** The filters in force, each a tag that removes it: the way back after narrowing to a group. */
export function FiltrosActivos({ estado, opciones, onCambiar }: Props) {
  const activos = filtrosAplicados(estado);
  if (activos.length === 0) return null;
  return (
    <Flex wrap gap="small" align="center" role="group" aria-label="Filtros aplicados">
      <Typography.Text>Filtros:</Typography.Text>
      {activos.map(({ dimension, valor }) => {
        const texto = `${ETIQUETA_DIMENSION[dimension]}: ${nombreDe(dimension, valor, opciones)}`;
        return (
          <Tag key={`${dimension}-${valor}`} style={{ marginInlineEnd: 0 }}>
            {texto}
            <Button type="text" size="small" aria-label={`Quitar filtro ${texto}`} onClick={() => onCambiar((actual) => sinFiltro(actual, dimension, valor))}>×</Button>
          </Tag>
        );
      })}
    </Flex>
  );
}
