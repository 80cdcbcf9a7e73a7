import { Button, Flex, Typography } from 'antd';
import type { Catalogo } from '../hooks/useCatalogo';
import { AccionesElemento } from './AccionesElemento';
import type { Edicion } from './ModalNombre';
import { TablaElementos } from './TablaElementos';

interface Props {
  catalogo: Catalogo;
  editar: (edicion: Edicion) => void;
  alCambiar: () => Promise<void>;
}

/** Tasks with no service: staff log hours on them without a client (vacations, training…). */
export function TareasPorDefecto({ catalogo, editar, alCambiar }: Props) {
  return (
    <Flex vertical gap="small">
      <Typography.Text type="secondary">Se cargan sin cliente: vacaciones, capacitación, tareas internas.</Typography.Text>
      <Flex>
        <Button type="primary" onClick={() => editar({ modo: 'crear', nivel: 'tareaPorDefecto' })}>Crear Tarea por defecto</Button>
      </Flex>
      <TablaElementos
        titulo="Tareas por defecto"
        elementos={catalogo.tareas.filter((t) => t.servicioId === null)}
        vacio="Todavía no hay tareas por defecto."
        acciones={(tarea) => (
          <AccionesElemento nivel="tareaPorDefecto" elemento={tarea} editar={editar} alCambiar={alCambiar} />
        )}
      />
    </Flex>
  );
}
