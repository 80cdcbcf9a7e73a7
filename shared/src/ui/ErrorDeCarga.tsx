import { Alert, Button } from 'antd';

/** A list that could not be loaded: what failed, and 'Reintentar'. */
export const ErrorDeCarga = ({ mensaje, reintentar }: { mensaje: string; reintentar: () => void }) => (
  <Alert type="error" showIcon title={mensaje} action={<Button size="small" onClick={reintentar}>Reintentar</Button>} />
);
