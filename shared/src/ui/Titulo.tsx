import { theme, Typography } from 'antd';
import type { ComponentProps } from 'react';

type Nivel = 1 | 2 | 3 | 4 | 5;

interface Props extends Omit<ComponentProps<typeof Typography.Title>, 'level'> {
  /** Its place in the page's outline: one more than the heading it falls under. */
  nivel: Nivel;
  /** The antd title level it looks like. */
  aspecto: Nivel;
}

/**
 * A heading whose level follows the page's outline (one h1, no level skipped) while it keeps the
 * size it was designed at: antd's levels differ only in font size and line height.
 */
export function Titulo({ nivel, aspecto, style, ...props }: Props) {
  const { token } = theme.useToken();
  const tamano = { fontSize: token[`fontSizeHeading${aspecto}`], lineHeight: token[`lineHeightHeading${aspecto}`] };
  return <Typography.Title level={nivel} style={{ ...tamano, ...style }} {...props} />;
}
