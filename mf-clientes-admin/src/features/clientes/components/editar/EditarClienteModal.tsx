import { useState } from 'react';
import { useClientesAdmin } from '../../hooks/useClientesAdmin';
import { VentanaCliente, type PropsVentana } from '../comunes/VentanaCliente';
import { EdicionCliente } from './EdicionCliente';
import { PasoSeleccion } from './PasoSeleccion';

function AsistenteEditarCliente() {
  const clientes = useClientesAdmin();
  const [id, setId] = useState<number>();
  const [editando, setEditando] = useState(false);

  if (editando && id !== undefined) {
    return <EdicionCliente id={id} onVolver={() => setEditando(false)} />;
  }
  return <PasoSeleccion clientes={clientes} id={id} onElegir={setId} onSiguiente={() => setEditando(true)} />;
}

/** 'Editar Cliente': step 1 picks the client, step 2 edits it. */
export function EditarClienteModal({ abierto, onCerrar }: PropsVentana) {
  return (
    <VentanaCliente titulo="Editar Cliente" abierto={abierto} onCerrar={onCerrar}>
      <AsistenteEditarCliente />
    </VentanaCliente>
  );
}
