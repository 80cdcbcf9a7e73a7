import type { CSSProperties, ReactNode } from 'react';
import { ESTILO_OCULTO } from './TextoOculto';
import { Titulo } from './Titulo';

interface Props {
  children: ReactNode;
  /** For screen readers only, on a screen that shows no title of its own. */
  oculto?: boolean;
  style?: CSSProperties;
}

/** A screen's one level-one heading (the top bar has none), at the size of the level-2 titles the screens had. */
export function TituloDePantalla({ children, oculto = false, style }: Props) {
  if (oculto) return <h1 style={ESTILO_OCULTO}>{children}</h1>;
  return <Titulo nivel={1} aspecto={2} style={style}>{children}</Titulo>;
}
