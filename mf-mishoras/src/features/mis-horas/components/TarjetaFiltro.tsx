import { BotonOcupado } from '@horas/shared';
import { Button, Card, Flex } from 'antd';
import { useId, type ReactNode } from 'react';

interface Props {
  titulo: string;
  textoBuscar: string;
  buscando: boolean;
  onLimpiar: () => void;
  children: ReactNode;
}

/**
 * One filter as a named region (its title labels it) with its search and 'Limpiar Filtro' buttons.
 * Meant to sit inside the filter's `<Form>`: the search button submits it.
 */
export function TarjetaFiltro({ titulo, textoBuscar, buscando, onLimpiar, children }: Props) {
  const idTitulo = useId();
  return (
    <Card
      title={<span id={idTitulo}>{titulo}</span>}
      role="region"
      aria-labelledby={idTitulo}
      style={{ height: '100%' }}
      // The spec's long filter titles wrap instead of being cut on narrow columns.
      styles={{ title: { whiteSpace: 'normal' } }}
    >
      {children}
      <Flex gap="small" wrap>
        <BotonOcupado type="primary" htmlType="submit" ocupado={buscando}>
          {textoBuscar}
        </BotonOcupado>
        <Button onClick={onLimpiar}>Limpiar Filtro</Button>
      </Flex>
    </Card>
  );
}
