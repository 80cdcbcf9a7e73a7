import { Alert, Spin } from 'antd';
import { useState } from 'react';
import { useCliente } from '../../hooks/useCliente';
import { useClientesAdmin } from '../../hooks/useClientesAdmin';
import { MENSAJES } from '../../utils/mensajes';
import { SelectorCliente } from '../comunes/SelectorCliente';
import { VentanaCliente, type PropsVentana } from '../comunes/VentanaCliente';
import { DetalleCliente } from './DetalleCliente';

function ConsultaCliente({ clienteId }: { clienteId?: number }) {
  const clientes = useClientesAdmin();
  const [id, setId] = useState(clienteId);
  const detalle = useCliente(id);

  const resultado = () => {
    if (detalle.isError) return <Alert type="error" showIcon title={MENSAJES.errorCargarCliente} />;
    if (detalle.isLoading) return <Spin description="Cargando cliente..." style={{ display: 'block', padding: 32 }} />;
    return detalle.data && <DetalleCliente cliente={detalle.data} />;
  };

  return (
    <>
      <SelectorCliente id="consultar-cliente" clientes={clientes} value={id} onChange={setId} />
      {resultado()}
    </>
  );
}

/** 'Consultar Cliente': read-only view of one client; from a row of 'Clientes', already chosen. */
export function ConsultarClienteModal({ abierto, onCerrar, clienteId }: PropsVentana & { clienteId?: number }) {
  return (
    <VentanaCliente titulo="Consultar Cliente" abierto={abierto} onCerrar={onCerrar}>
      <ConsultaCliente clienteId={clienteId} />
    </VentanaCliente>
  );
}
