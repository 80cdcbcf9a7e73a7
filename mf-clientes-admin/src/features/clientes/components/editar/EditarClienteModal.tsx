import { useState } from 'react';
import { useClientesAdmin } from '../../hooks/useClientesAdmin';
import { VentanaCliente, type PropsVentana } from '../comunes/VentanaCliente';
import { EdicionCliente } from './EdicionCliente';
import { PasoSeleccion } from './PasoSeleccion';

function AsistenteEditarCliente({ clienteId }: { clienteId?: number }) {
  const clientes = useClientesAdmin();
  const [id, setId] = useState(clienteId);
  // From a row of 'Clientes' the client is chosen already: straight to step 2 ('Volver' leads to step 1).
  const [editando, setEditando] = useState(clienteId !== undefined);

  if (editando && id !== undefined) {
    return <EdicionCliente id={id} onVolver={() => setEditando(false)} />;
  }
  return <PasoSeleccion clientes={clientes} id={id} onElegir={setId} onSiguiente={() => setEditando(true)} />;
}

/** 'Editar Cliente': step 1 picks the client, step 2 edits it. */
export function EditarClienteModal({ abierto, onCerrar, clienteId }: PropsVentana & { clienteId?: number }) {
  return (
    <VentanaCliente titulo="Editar Cliente" abierto={abierto} onCerrar={onCerrar}>
      <AsistenteEditarCliente clienteId={clienteId} />
    </VentanaCliente>
  );
}
