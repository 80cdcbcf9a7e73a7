import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * The buttons that end a step of a client modal. They stick to the bottom of the modal's scrolling
 * body, so a long step on a short screen never hides them.
 */
export function BotonesPaso({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex justify="end" gap="small" style={{ position: 'sticky', bottom: 0, zIndex: 1, paddingTop: token.paddingSM, background: token.colorBgElevated }}>
      {children}
    </Flex>
  );
}
