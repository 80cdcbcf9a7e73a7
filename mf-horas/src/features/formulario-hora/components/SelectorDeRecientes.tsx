import type { CSSProperties } from 'react';
import { Flex, Select, Typography } from 'antd';
import { busquedaSinAcentos, type Reciente } from '@horas/shared';
import { textoDeReciente } from '../utils/recientes';

interface Props {
  recientes: Reciente[];
  onElegir: (reciente: Reciente) => void;
  placeholder: string;
  id?: string;
  style?: CSSProperties;
  disabled?: boolean;
  'aria-label'?: string;
}

/** The recent combinations as a choice that acts at once ('Cliente · Servicio · Tarea', its description under it); always empty. */
export function SelectorDeRecientes({ recientes, onElegir, placeholder, ...atributos }: Props) {
  return (
    <Select<number | null, { value: number; label: string; descripcion: string }>
      {...atributos}
      value={null}
      showSearch={busquedaSinAcentos}
      placeholder={placeholder}
      options={recientes.map((reciente, indice) => ({ value: indice, label: textoDeReciente(reciente), descripcion: reciente.descripcion }))}
      optionRender={(opcion) => (
        <Flex vertical>
          <span>{opcion.label}</span>
          <Typography.Text type="secondary" ellipsis>{opcion.data.descripcion}</Typography.Text>
        </Flex>
      )}
      onSelect={(indice) => { if (indice !== null) onElegir(recientes[indice]); }}
    />
  );
}
