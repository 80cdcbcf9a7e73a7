import type { AreaCatalogo, Servicio } from '@horas/shared';
import { Button, Flex } from 'antd';
import type { Catalogo } from '../hooks/useCatalogo';
import { AccionesElemento } from './AccionesElemento';
import type { Edicion } from './ModalNombre';
import { TablaElementos } from './TablaElementos';

interface Props {
  catalogo: Catalogo;
  editar: (edicion: Edicion) => void;
  alCambiar: () => Promise<void>;
}

/** Areas, each with its services, each service with its tasks: expand a row to go down a level. */
export function ArbolCatalogo({ catalogo, editar, alCambiar }: Props) {
  const tareasDe = (servicio: Servicio) => (
    <TablaElementos
      titulo={`Tareas de ${servicio.nombre}`}
      elementos={catalogo.tareas.filter((t) => t.servicioId === servicio.id)}
      vacio="Este servicio no tiene tareas."
      acciones={(tarea) => (
        <AccionesElemento nivel="tarea" elemento={tarea} editar={editar} alCambiar={alCambiar} />
      )}
    />
  );

  const serviciosDe = (area: AreaCatalogo) => (
    <TablaElementos
      titulo={`Servicios de ${area.nombre}`}
      elementos={catalogo.servicios.filter((s) => s.areaId === area.id)}
      vacio="Esta área no tiene servicios."
      expandir={{ titulo: 'Ver tareas', contenido: tareasDe }}
      acciones={(servicio) => (
        <AccionesElemento nivel="servicio" nivelHijo="tarea" elemento={servicio} editar={editar} alCambiar={alCambiar} />
      )}
    />
  );

  return (
    <Flex vertical gap="small">
      <Flex>
        <Button type="primary" onClick={() => editar({ modo: 'crear', nivel: 'area' })}>Crear Área</Button>
      </Flex>
      <TablaElementos
        titulo="Áreas"
        elementos={catalogo.areas}
        vacio="Todavía no hay áreas: cree la primera con 'Crear Área'."
        expandir={{ titulo: 'Ver servicios', contenido: serviciosDe }}
        acciones={(area) => (
          <AccionesElemento nivel="area" nivelHijo="servicio" elemento={area} editar={editar} alCambiar={alCambiar} />
        )}
      />
    </Flex>
  );
}
