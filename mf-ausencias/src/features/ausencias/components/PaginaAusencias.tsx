import { Flex, Tabs, Typography } from 'antd';
import { MisAusencias } from './mis/MisAusencias';

/**
 * 'Ausencias': one's own requests and balance, the team's month, and for approvers (the rule of
 * the 'Aprobaciones' link) the requests waiting for them; administrators also its configuration.
 */
export function PaginaAusencias() {
  const items = [
    { key: 'mis', label: 'Mis ausencias', children: <MisAusencias /> },
  ];
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={1} style={{ margin: 0 }}>Ausencias</Typography.Title>
      <Tabs items={items} />
    </Flex>
  );
}
