import { Flex } from 'antd';
import { GestionCatalogo } from './features/catalogo/components/GestionCatalogo';
import { GestionClientes } from './features/clientes/components/GestionClientes';
import { GestionHistorial } from './features/historial/components/GestionHistorial';
import { GestionHorasFaltantes } from './features/horas-faltantes/components/GestionHorasFaltantes';
import { BotonHorasHabilitadas } from './features/horas-habilitadas/components/BotonHorasHabilitadas';
import { GestionUsuarios } from './features/usuarios/components/GestionUsuarios';

/** Administrator navigation on /home (the shell renders it for admins only). */
export default function AdminNav() {
  return (
    <Flex component="nav" aria-label="Administración" vertical gap="middle" align="stretch">
      <Flex>
        <BotonHorasHabilitadas />
      </Flex>
      <GestionClientes />
      <GestionUsuarios />
      <GestionCatalogo />
      <GestionHorasFaltantes />
      <GestionHistorial />
    </Flex>
  );
}
