import { Typography } from 'antd';

/** 'Activo' / 'Inactivo' in a table: plain text, greyed when inactive (a coloured tag fails contrast). */
export const TextoEstado = ({ activo }: { activo: boolean }) =>
  activo ? <Typography.Text>Activo</Typography.Text> : <Typography.Text type="secondary">Inactivo</Typography.Text>;
