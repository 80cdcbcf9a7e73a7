import { Button, Flex } from 'antd';
import { useState } from 'react';
import { PanelAdministracion } from '../../../componentes/PanelAdministracion';
import { ConsultarClienteModal } from './consultar/ConsultarClienteModal';
import { CrearClienteModal } from './crear/CrearClienteModal';
import { EditarClienteModal } from './editar/EditarClienteModal';

type Ventana = 'crear' | 'editar' | 'consultar';

/** The 'Gestión de Clientes' accordion with its three modals. */
export function GestionClientes() {
  const [abierta, setAbierta] = useState<Ventana | null>(null);
  const cerrar = () => setAbierta(null);
  return (
    <>
      <PanelAdministracion clave="clientes" titulo="Gestión de Clientes">
        <Flex wrap gap="small">
          <Button onClick={() => setAbierta('crear')}>Crear Cliente</Button>
          <Button onClick={() => setAbierta('editar')}>Editar Cliente</Button>
          <Button onClick={() => setAbierta('consultar')}>Consultar Cliente</Button>
        </Flex>
      </PanelAdministracion>
      <CrearClienteModal abierto={abierta === 'crear'} onCerrar={cerrar} />
      <EditarClienteModal abierto={abierta === 'editar'} onCerrar={cerrar} />
      <ConsultarClienteModal abierto={abierta === 'consultar'} onCerrar={cerrar} />
    </>
  );
}
