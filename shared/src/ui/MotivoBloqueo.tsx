import { Tooltip } from 'antd';
import { useId, type ReactNode } from 'react';

interface Props {
  /** Why the control inside is disabled; null when it is not. */
  motivo: string | null;
  children: ReactNode;
}

/**
 * Says why a disabled control cannot be used, on hover and on keyboard focus. A disabled button
 * gets neither, so the reason hangs on a focusable wrapper; screen readers get it as the
 * wrapper's description. One component for every place a locked day shows (the week, the grid).
 */
export function MotivoBloqueo({ motivo, children }: Props) {
  const id = useId();
  if (!motivo) return <>{children}</>;
  return (
    <Tooltip title={motivo} trigger={['hover', 'focus']}>
      <span tabIndex={0} role="group" aria-describedby={id} style={{ display: 'block', cursor: 'not-allowed' }}>
        {children}
        <span id={id} hidden>{motivo}</span>
      </span>
    </Tooltip>
  );
}
