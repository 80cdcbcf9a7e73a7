import { useAuthStore } from '@horas/shared';
import { Flex, Radio } from 'antd';
import { ETIQUETA_FILTRO, type SeleccionReporte, type TipoFiltro } from '../utils/filtroReporte';
import { filtrosPermitidos } from '../utils/permisosReporte';
import { SelectorEntidad } from './SelectorEntidad';

interface Props {
  tipo: TipoFiltro | null;
  onTipo: (tipo: TipoFiltro) => void;
  onEntidad: (seleccion: SeleccionReporte) => void;
}

/** Step 1: the filters the user may export (Usuario / Cliente / Área) and, once chosen, its searchable selector. */
export function PasoFiltro({ tipo, onTipo, onEntidad }: Props) {
  const perfil = useAuthStore((s) => s.perfil);
  return (
    <Flex vertical gap="middle">
      <Radio.Group
        aria-label="Filtro del reporte"
        optionType="button"
        buttonStyle="solid"
        value={tipo}
        onChange={(e) => onTipo(e.target.value as TipoFiltro)}
        options={filtrosPermitidos(perfil).map((t) => ({ value: t, label: ETIQUETA_FILTRO[t] }))}
      />
      {tipo && <SelectorEntidad key={tipo} tipo={tipo} onElegir={onEntidad} />}
    </Flex>
  );
}
