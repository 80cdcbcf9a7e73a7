import { Flex, Tabs, Typography } from 'antd';
import { esAdmin, esAprobador, useAuthStore } from '@horas/shared';
import { CalendarioEquipo } from './calendario/CalendarioEquipo';
import { Configuracion } from './configuracion/Configuracion';
import { MisAusencias } from './mis/MisAusencias';
import { EtiquetaPorAprobar, PorAprobar } from './aprobar/PorAprobar';
import './paginaAusencias.css';

/**
 * 'Ausencias': one's own requests and balance, the team's month, and for approvers (the rule of
 * the 'Aprobaciones' link) the requests waiting for them; administrators also its configuration.
 */
export function PaginaAusencias() {
  const perfil = useAuthStore((s) => s.perfil);
  const aprobador = esAprobador(perfil, useAuthStore((s) => s.usuario));
  const items = [
    { key: 'mis', label: 'Mis ausencias', children: <MisAusencias /> },
    { key: 'calendario', label: 'Calendario del equipo', children: <CalendarioEquipo filtroDeArea={aprobador} /> },
    ...(aprobador ? [{ key: 'por-aprobar', label: <EtiquetaPorAprobar />, children: <PorAprobar /> }] : []),
    ...(esAdmin(perfil) ? [{ key: 'configuracion', label: 'Configuración', children: <Configuracion /> }] : []),
  ];
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={1} style={{ margin: 0 }}>Ausencias</Typography.Title>
      <Tabs className="pagina-ausencias" items={items} />
    </Flex>
  );
}
