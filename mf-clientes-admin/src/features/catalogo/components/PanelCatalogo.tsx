import { Alert, Button, Spin, Tabs } from 'antd';
import { claves } from '@horas/shared';
import { useState } from 'react';
import { useRefrescar } from '../../../hooks/useRefrescar';
import { useCatalogo } from '../hooks/useCatalogo';
import { ArbolCatalogo } from './ArbolCatalogo';
import { ModalNombre, type Edicion } from './ModalNombre';
import { TareasPorDefecto } from './TareasPorDefecto';

/** The catalogue hours are logged against: areas, services, tasks and default tasks. */
export function PanelCatalogo() {
  const catalogo = useCatalogo();
  const [edicion, setEdicion] = useState<Edicion | null>(null);
  const { data: datos, refetch } = catalogo;
  const refrescar = useRefrescar(claves.catalogo);

  if (catalogo.isError && !datos) {
    return (
      <Alert
        type="error"
        showIcon
        title="No se pudo cargar el catálogo"
        action={<Button size="small" onClick={() => void refetch()}>Reintentar</Button>}
      />
    );
  }
  if (!datos) return <Spin aria-label="Cargando el catálogo" />;

  const props = { catalogo: datos, editar: setEdicion, alCambiar: refrescar };
  return (
    <>
      <Tabs
        items={[
          { key: 'areas', label: 'Áreas y servicios', children: <ArbolCatalogo {...props} /> },
          { key: 'defecto', label: 'Tareas por defecto', children: <TareasPorDefecto {...props} /> },
        ]}
      />
      <ModalNombre edicion={edicion} onCerrar={() => setEdicion(null)} alGuardar={refrescar} />
    </>
  );
}
