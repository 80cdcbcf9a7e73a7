import { Button, Flex, Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { claves, type Cliente, type Tarea } from '@horas/shared';
import { CamposCatalogo } from '../../formulario-hora/components/CamposCatalogo';
import { CampoRecientes } from '../../formulario-hora/components/CampoRecientes';
import { limpiarDependientes, REGLAS_DESCRIPCION, type ValoresHora } from '../../formulario-hora/utils/reglasHora';
import { filaDeReciente, type FilaGuardada } from '../utils/filas';

interface Props {
  clientes: Cliente[];
  tareasDefault: Tarea[];
  onAgregar: (fila: FilaGuardada) => void;
}

type ConNombre = { id: number; nombre: string };
const nombreEn = (lista: ConNombre[] | undefined, id: number | null | undefined) => lista?.find((item) => item.id === id)?.nombre ?? null;

/**
 * A new row: one of 'Recientes' (added as soon as it is chosen, with its latest description), or the
 * hour form's pickers (client, service, task, or a default task) and the row's description.
 */
export function FormularioFila({ clientes, tareasDefault, onAgregar }: Props) {
  const [form] = Form.useForm<ValoresHora>();
  const consultas = useQueryClient();

  // The names come from the lists the pickers just showed (the query cache).
  const agregar = ({ clienteId, servicioId, tareaId, descripcion }: ValoresHora) => {
    const servicios = clienteId ? consultas.getQueryData<ConNombre[]>(claves.serviciosDeCliente(clienteId)) : undefined;
    const tareas = servicioId ? consultas.getQueryData<ConNombre[]>(claves.tareasDeServicio(servicioId)) : tareasDefault;
    onAgregar({
      clienteId: clienteId ?? null,
      servicioId: servicioId ?? null,
      tareaId: tareaId!,
      cliente: nombreEn(clientes, clienteId),
      servicio: nombreEn(servicios, servicioId),
      tarea: nombreEn(tareas, tareaId) ?? '',
      descripcion: (descripcion ?? '').trim(),
    });
  };

  return (
    <Form form={form} layout="vertical" onValuesChange={limpiarDependientes(form)} onFinish={agregar}>
      <CampoRecientes onElegir={(reciente) => onAgregar(filaDeReciente(reciente))} />
      <CamposCatalogo form={form} clientes={clientes} tareasDefault={tareasDefault} />
      <Form.Item name="descripcion" label="Descripción" rules={REGLAS_DESCRIPCION}>
        <Input />
      </Form.Item>
      <Flex justify="end">
        <Button type="primary" htmlType="submit">
          Agregar
        </Button>
      </Flex>
    </Form>
  );
}
