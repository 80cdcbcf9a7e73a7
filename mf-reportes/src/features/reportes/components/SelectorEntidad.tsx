import { busquedaSinAcentos } from '@horas/shared';
import { Alert, Button, Select } from 'antd';
import { useOpcionesPermitidas } from '../hooks/useOpcionesPermitidas';
import type { SeleccionReporte, TipoFiltro } from '../utils/filtroReporte';

const PLACEHOLDER: Record<TipoFiltro, string> = {
  usuario: 'Seleccione un usuario...',
  cliente: 'Seleccione un cliente...',
  area: 'Seleccione un área...',
};

const ERROR_CARGA: Record<TipoFiltro, string> = {
  usuario: 'No se pudieron cargar los usuarios',
  cliente: 'No se pudieron cargar los clientes',
  area: 'No se pudieron cargar las áreas',
};

interface Props {
  tipo: TipoFiltro;
  onElegir: (seleccion: SeleccionReporte) => void;
}

/** Searchable selector of the entity to report on; picking one moves the modal to the dates. */
export function SelectorEntidad({ tipo, onElegir }: Props) {
  const { lista: opciones, cargando, error, reintentar } = useOpcionesPermitidas(tipo);

  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        title={ERROR_CARGA[tipo]}
        action={<Button size="small" onClick={reintentar}>Reintentar</Button>}
      />
    );
  }
  return (
    <Select
      aria-label={PLACEHOLDER[tipo]}
      placeholder={PLACEHOLDER[tipo]}
      showSearch={busquedaSinAcentos}
      loading={cargando}
      disabled={cargando}
      options={opciones}
      style={{ width: '100%' }}
      onChange={(_, opcion) => {
        if (opcion && !Array.isArray(opcion)) onElegir({ tipo, valor: opcion.value, nombre: opcion.label });
      }}
    />
  );
}
