import type { CSSProperties, ReactNode } from 'react';

/** Out of sight but read by screen readers (the usual "visually hidden" rules): not `display: none`, which hides it from them too. */
export const ESTILO_OCULTO: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** A name for screen readers where the screen shows none, e.g. an icon column's header. */
export function TextoOculto({ children }: { children: ReactNode }) {
  return <span style={ESTILO_OCULTO}>{children}</span>;
}
