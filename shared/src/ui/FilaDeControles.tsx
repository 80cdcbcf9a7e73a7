import type { ReactNode } from 'react';
import { Flex, theme, type FlexProps } from 'antd';

/**
 * A row at least as tall as a button from its first frame: what arrives in it later (a state, a
 * button) moves nothing below it. Above the week's days, a row that grew as its data came in slid
 * 'Agregar hora' under a press already made, and the release landed elsewhere.
 */
export function FilaDeControles({ children, ...props }: FlexProps & { children?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex align="center" gap="small" wrap {...props} style={{ minHeight: token.controlHeight, ...props.style }}>
      {children}
    </Flex>
  );
}
