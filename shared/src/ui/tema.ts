import type { ThemeConfig } from 'antd';

/** The product's one antd theme, applied by HorasProviders in the shell and in standalone remotes. */
export const temaHoras: ThemeConfig = {
  token: {
    colorPrimary: '#0f766e',
    colorLink: '#0f766e',
    borderRadius: 8,
    fontFamily: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
};
