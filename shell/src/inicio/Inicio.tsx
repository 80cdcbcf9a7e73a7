import { Flex } from 'antd';
import { esAdmin, TituloDePantalla, useAuthStore } from '@horas/shared';
import { Remotos } from '../remotos/Remoto';

/** /home: the weekly hours view, with the admin navigation above it for administrators only. */
export function Inicio() {
  const administrador = esAdmin(useAuthStore((s) => s.perfil));
  return (
    <Flex vertical gap="middle">
      {/* The spec shows no title on /home: named for screen readers as its link and tab are. */}
      <TituloDePantalla oculto>Inicio</TituloDePantalla>
      {/* Keyed by who is shown: the attempts are made for exactly these remotes. */}
      <Remotos key={administrador ? 'admin' : 'persona'} ids={administrador ? ['mf_clientes_admin/AdminNav', 'mf_horas/Screen'] : ['mf_horas/Screen']} />
    </Flex>
  );
}
