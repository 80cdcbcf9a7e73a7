import { Flex } from 'antd';
import { GestionClientes } from './features/clientes/components/GestionClientes';
import { BotonHorasHabilitadas } from './features/horas-habilitadas/components/BotonHorasHabilitadas';
import { AvisoPuestaEnMarcha } from './features/puesta-en-marcha/components/AvisoPuestaEnMarcha';

/**
 * The spec's administrator navigation on /home (the shell renders it for admins only): 'Habilitar
 * horas' and 'Gestión de Clientes'; on an empty Horas, one line pointing to 'Puesta en marcha'.
 * Everything else is in 'Administración' (./Administracion).
 */
export default function AdminNav() {
  return (
    <Flex component="nav" aria-label="Administración" vertical gap="middle" align="stretch">
      <AvisoPuestaEnMarcha />
      <Flex>
        <BotonHorasHabilitadas />
      </Flex>
      <GestionClientes />
    </Flex>
  );
}
