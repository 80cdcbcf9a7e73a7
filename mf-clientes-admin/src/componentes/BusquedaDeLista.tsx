import { ICONO_BUSCAR, LIMPIAR_TEXTO } from '@horas/shared';
import { Flex, Input } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  /** The field's accessible name: 'Buscar usuario'. */
  etiqueta: string;
  placeholder: string;
  valor: string;
  alCambiar: (valor: string) => void;
  /** The list's create button, at the other end of the row. */
  crear: ReactNode;
}

/** The row above an administration list: its search (as typed, no button to press) and its create button. */
export function BusquedaDeLista({ etiqueta, placeholder, valor, alCambiar, crear }: Props) {
  return (
    <Flex wrap gap="small" justify="space-between">
      <Input.Search
        aria-label={etiqueta}
        placeholder={placeholder}
        allowClear={LIMPIAR_TEXTO}
        searchIcon={ICONO_BUSCAR}
        value={valor}
        onChange={(e) => alCambiar(e.target.value)}
        style={{ maxWidth: 360 }}
      />
      {crear}
    </Flex>
  );
}

/** What every administration list's table shares: compact, 20 rows a page, sideways scroll on a phone. */
export const TABLA_DE_LISTA = {
  size: 'small',
  rowKey: 'id',
  pagination: { pageSize: 20, hideOnSinglePage: true },
  scroll: { x: 'max-content' },
} as const;
