import { Typography } from 'antd';

/** Exposed as `mf_aprobaciones/Screen`; the shell renders it at /aprobaciones inside its providers. */
export default function Screen() {
  return <Typography.Title level={1}>Aprobaciones</Typography.Title>;
}
