import { coincideBusqueda, compararEnEspanol, ErrorDeCarga, type Cliente } from '@horas/shared';
import { Button, Flex, Table } from 'antd';
import { useState } from 'react';
import { MenuDeAcciones } from '../../../../componentes/MenuDeAcciones';
import { BusquedaDeLista, TABLA_DE_LISTA } from '../../../../componentes/BusquedaDeLista';
import { TextoEstado } from '../../../../componentes/TextoEstado';
import { useClientesAdmin } from '../../hooks/useClientesAdmin';
import { MENSAJES } from '../../utils/mensajes';
import { ConsultarClienteModal } from '../consultar/ConsultarClienteModal';
import { CrearClienteModal } from '../crear/CrearClienteModal';
import { EditarClienteModal } from '../editar/EditarClienteModal';

type Ventana = { modo: 'crear' } | { modo: 'editar' | 'consultar'; id: number };

const nombresDeAreas = (cliente: Cliente) => cliente.areas.map((a) => a.nombre).join(', ') || '—';
const coincide = (cliente: Cliente, texto: string) =>
  !texto.trim() || [cliente.nombre, ...cliente.areas.map((a) => a.nombre)].some((campo) => coincideBusqueda(texto.trim(), campo));

/** 'Clientes': every client with its state, areas and number of services; a row opens 'Consultar Cliente' or 'Editar Cliente' on it. */
export function ListaClientes() {
  const clientes = useClientesAdmin();
  const [busqueda, setBusqueda] = useState('');
  const [ventana, setVentana] = useState<Ventana | null>(null);
  const cerrar = () => setVentana(null);

  if (clientes.isError && !clientes.data) {
    return <ErrorDeCarga mensaje={MENSAJES.errorCargarClientes} reintentar={() => void clientes.refetch()} />;
  }
  const visibles = (clientes.data ?? []).filter((c) => coincide(c, busqueda));

  return (
    <Flex vertical gap="small">
      <BusquedaDeLista
        etiqueta="Buscar cliente"
        placeholder="Buscar por nombre o área"
        valor={busqueda}
        alCambiar={setBusqueda}
        crear={<Button type="primary" onClick={() => setVentana({ modo: 'crear' })}>Crear Cliente</Button>}
      />
      <section aria-label="Clientes">
        <Table<Cliente>
          {...TABLA_DE_LISTA}
          loading={clientes.isFetching}
          dataSource={visibles}
          locale={{ emptyText: busqueda ? 'Ningún cliente coincide con la búsqueda.' : "Todavía no hay clientes: cree el primero con 'Crear Cliente'." }}
          columns={[
            {
              title: 'Nombre', dataIndex: 'nombre', key: 'nombre', defaultSortOrder: 'ascend',
              sorter: (a, b) => compararEnEspanol(a.nombre, b.nombre),
            },
            { title: 'Estado', key: 'estado', render: (_, c) => <TextoEstado activo={c.estado} />, sorter: (a, b) => Number(b.estado) - Number(a.estado) },
            { title: 'Áreas', key: 'areas', render: (_, c) => nombresDeAreas(c) },
            { title: 'Servicios', key: 'servicios', align: 'right', render: (_, c) => c.servicios.length, sorter: (a, b) => a.servicios.length - b.servicios.length },
            {
              title: 'Acciones', key: 'acciones',
              render: (_, c) => (
                <MenuDeAcciones
                  nombre={c.nombre}
                  acciones={[
                    { texto: 'Consultar', alElegir: () => setVentana({ modo: 'consultar', id: c.id }) },
                    { texto: 'Editar', alElegir: () => setVentana({ modo: 'editar', id: c.id }) },
                  ]}
                />
              ),
            },
          ]}
        />
      </section>
      <CrearClienteModal abierto={ventana?.modo === 'crear'} onCerrar={cerrar} />
      <EditarClienteModal abierto={ventana?.modo === 'editar'} clienteId={ventana?.modo === 'editar' ? ventana.id : undefined} onCerrar={cerrar} />
      <ConsultarClienteModal abierto={ventana?.modo === 'consultar'} clienteId={ventana?.modo === 'consultar' ? ventana.id : undefined} onCerrar={cerrar} />
    </Flex>
  );
}
