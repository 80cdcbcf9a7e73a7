import { Spin, Tabs } from 'antd';
import { claves, ErrorDeCarga } from '@horas/shared';
import { useState, type ReactNode } from 'react';
import { useRefrescar } from '../../../hooks/useRefrescar';
import { Feriados } from '../../jornadas/components/Feriados';
import { JornadaPorDefecto } from '../../jornadas/components/JornadaPorDefecto';
import { useCatalogo, type Catalogo } from '../hooks/useCatalogo';
import { ArbolCatalogo } from './ArbolCatalogo';
import { ModalNombre, type Edicion } from './ModalNombre';
import { TareasPorDefecto } from './TareasPorDefecto';

/**
 * The catalogue hours are logged against (areas, services, tasks and default tasks), and what
 * sets each person's target: the holidays and the default jornada.
 */
export function PanelCatalogo() {
  const catalogo = useCatalogo();
  const [edicion, setEdicion] = useState<Edicion | null>(null);
  const { data: datos, refetch } = catalogo;
  const refrescar = useRefrescar(claves.catalogo);

  // The holidays and the jornada do not wait for the catalogue, nor fail with it.
  const conCatalogo = (contenido: (datos: Catalogo) => ReactNode) => {
    if (catalogo.isError && !datos) return <ErrorDeCarga mensaje="No se pudo cargar el catálogo" reintentar={() => void refetch()} />;
    if (!datos) return <Spin aria-label="Cargando el catálogo" />;
    return contenido(datos);
  };
  const props = { editar: setEdicion, alCambiar: refrescar };
  return (
    <>
      <Tabs
        items={[
          { key: 'areas', label: 'Áreas y servicios', children: conCatalogo((datos) => <ArbolCatalogo catalogo={datos} {...props} />) },
          { key: 'defecto', label: 'Tareas por defecto', children: conCatalogo((datos) => <TareasPorDefecto catalogo={datos} {...props} />) },
          { key: 'feriados', label: 'Feriados', children: <Feriados /> },
          { key: 'jornada', label: 'Jornada por defecto', children: <JornadaPorDefecto /> },
        ]}
      />
      <ModalNombre edicion={edicion} onCerrar={() => setEdicion(null)} alGuardar={refrescar} />
    </>
  );
}
