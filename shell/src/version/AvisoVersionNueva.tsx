import { Alert, Button } from 'antd';
import { useVersionNueva } from './useVersionNueva';

/**
 * 'Hay una versión nueva de Horas.' above the screen, without interrupting it: the page keeps the
 * remotes it loaded until the person chooses 'Recargar' (nothing reloads by itself, so an unsaved
 * form is never lost).
 */
export function AvisoVersionNueva() {
  const nueva = useVersionNueva();
  if (!nueva) return null;
  return (
    <Alert
      banner
      type="info"
      role="status"
      title="Hay una versión nueva de Horas."
      action={<Button size="small" onClick={() => window.location.reload()}>Recargar</Button>}
    />
  );
}
