import { Spin, Tabs } from 'antd';
import { claves, ErrorDeCarga } from '@horas/shared';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRefrescar } from '../../../hooks/useRefrescar';
import { useCatalogo, type Catalogo } from '../hooks/useCatalogo';
import { ArbolCatalogo } from './ArbolCatalogo';
import { ModalNombre, type Edicion } from './ModalNombre';
import { TareasPorDefecto } from './TareasPorDefecto';

const VISTA_TAREAS_POR_DEFECTO = 'tareas-por-defecto';

/**
 * The catalogue hours are logged against: areas, services, tasks and default tasks. The tab is in
 * the URL (`?vista=tareas-por-defecto`), so 'Puesta en marcha' can link to it.
 */
export function PanelCatalogo() {
  const [parametros, setParametros] = useSearchParams();
  const vista = parametros.get('vista') === VISTA_TAREAS_POR_DEFECTO ? VISTA_TAREAS_POR_DEFECTO : 'areas';
  const catalogo = useCatalogo();
  const [edicion, setEdicion] = useState<Edicion | null>(null);
  const { data: datos, refetch } = catalogo;
  const refrescar = useRefrescar(claves.catalogo);

  const conCatalogo = (contenido: (datos: Catalogo) => ReactNode) => {
    if (catalogo.isError && !datos) return <ErrorDeCarga mensaje="No se pudo cargar el catálogo" reintentar={() => void refetch()} />;
    if (!datos) return <Spin aria-label="Cargando el catálogo" />;
    return contenido(datos);
  };
  const props = { editar: setEdicion, alCambiar: refrescar };
  return (
    <>
      <Tabs
        activeKey={vista}
        onChange={(clave) => setParametros(clave === VISTA_TAREAS_POR_DEFECTO ? { vista: clave } : {}, { replace: true })}
        items={[
          { key: 'areas', label: 'Áreas y servicios', children: conCatalogo((datos) => <ArbolCatalogo catalogo={datos} {...props} />) },
          { key: VISTA_TAREAS_POR_DEFECTO, label: 'Tareas por defecto', children: conCatalogo((datos) => <TareasPorDefecto catalogo={datos} {...props} />) },
        ]}
      />
      <ModalNombre edicion={edicion} onCerrar={() => setEdicion(null)} alGuardar={refrescar} />
    </>
  );
}
