import { Form, Select, type FormInstance } from 'antd';
import { busquedaSinAcentos, LIMPIAR_SELECCION, claves, reintentarAlAbrir, getServiciosDeCliente, getTareasDeServicio, type Cliente, type Tarea } from '@horas/shared';
import { useListaRemota } from '../hooks/useListaRemota';
import { propsDeLista } from '../utils/propsDeLista';
import { errorTarea, validarCon, type ValoresHora } from '../utils/reglasHora';

interface Props {
  form: FormInstance<ValoresHora>;
  clientes: Cliente[];
  tareasDefault: Tarea[];
  /** The edited entry's client, kept as an option (by name) even if no longer among the user's clients. */
  clienteActual?: { id: number; nombre: string } | null;
  /** What a running timer is for may stay partly unknown: no task required. */
  tareaOpcional?: boolean;
}

/** Where a dialog holding these fields starts: 'Cliente' (the form has no name, so the field's id is its own). */
export const CAMPO_CLIENTE = '#clienteId';

/** Client -> service -> task: each choice loads the next list (spec §2). */
export function CamposCatalogo({ form, clientes, tareasDefault, clienteActual, tareaOpcional }: Props) {
  const clienteId = Form.useWatch('clienteId', form);
  const servicioId = Form.useWatch('servicioId', form);
  const servicios = useListaRemota(clienteId, claves.serviciosDeCliente, getServiciosDeCliente);
  const tareasDeServicio = useListaRemota(servicioId, claves.tareasDeServicio, getTareasDeServicio);
  // With no service chosen the default tasks apply, with or without a client.
  const opcionesClientes = [...clientes, ...(clienteActual && !clientes.some((c) => c.id === clienteActual.id) ? [clienteActual] : [])];
  // The default tasks are the session's list: its shared query asks again by itself.
  const tareas = servicioId ? tareasDeServicio : { lista: tareasDefault, cargando: false, error: !Array.isArray(tareasDefault), reintentar: () => undefined };

  return (
    <>
      <Form.Item name="clienteId" label="Cliente">
        <Select
          allowClear={LIMPIAR_SELECCION}
          showSearch={busquedaSinAcentos}
          listHeight={245}
          placeholder="Busque un cliente"
          options={opcionesClientes.map((cliente) => ({ value: cliente.id, label: cliente.nombre }))}
        />
      </Form.Item>
      <Form.Item name="servicioId" label="Servicio">
        <Select
          allowClear={LIMPIAR_SELECCION}
          showSearch={busquedaSinAcentos}
          disabled={!clienteId}
          onOpenChange={reintentarAlAbrir(servicios)}
          {...propsDeLista(servicios, {
            placeholder: 'Seleccione un servicio',
            cargando: 'Cargando servicios...',
            error: 'Error al cargar los servicios',
          })}
        />
      </Form.Item>
      <Form.Item
        name="tareaId"
        label="Tarea"
        dependencies={['clienteId']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, tareaId: number | undefined) => validarCon(tareaOpcional ? null : errorTarea(getFieldValue('clienteId'), tareaId)),
          }),
        ]}
      >
        <Select
          allowClear={LIMPIAR_SELECCION}
          showSearch={busquedaSinAcentos}
          onOpenChange={reintentarAlAbrir(tareas)}
          {...propsDeLista(tareas, {
            placeholder: 'Seleccione una tarea',
            cargando: 'Cargando tareas...',
            error: 'Error al cargar las tareas',
          })}
        />
      </Form.Item>
    </>
  );
}
