import { Spin, Steps } from 'antd';
import { useCrearCliente } from '../../hooks/useCrearCliente';
import { VentanaCliente, type PropsVentana } from '../comunes/VentanaCliente';
import { PasoDatos } from './PasoDatos';
import { PasoServicios } from './PasoServicios';

function AsistenteCrearCliente({ onCerrar }: Pick<PropsVentana, 'onCerrar'>) {
  const flujo = useCrearCliente(onCerrar);
  return (
    <Spin spinning={flujo.procesando}>
      <Steps
        size="small"
        current={flujo.paso === 'datos' ? 0 : 1}
        items={[{ title: 'Datos del cliente' }, { title: 'Servicios' }]}
        style={{ marginBottom: 24 }}
      />
      {flujo.paso === 'datos' ? (
        <PasoDatos valoresIniciales={flujo.valores} creado={flujo.creado} onGuardar={flujo.guardarDatos} />
      ) : (
        <PasoServicios grupos={flujo.grupos} onVolver={flujo.volver} onAgregar={flujo.asignarServicios} />
      )}
    </Spin>
  );
}

/** 'Crear Cliente': the flow restarts from step 1 each time the modal opens. */
export function CrearClienteModal({ abierto, onCerrar }: PropsVentana) {
  return (
    <VentanaCliente titulo="Crear Cliente" abierto={abierto} onCerrar={onCerrar}>
      <AsistenteCrearCliente onCerrar={onCerrar} />
    </VentanaCliente>
  );
}
