import type { ThemeConfig } from 'antd';

/** The product's one antd theme, applied by HorasProviders in the shell and in standalone remotes. */
export const temaHoras: ThemeConfig = {
  token: {
    colorPrimary: '#0f766e',
    colorLink: '#0f766e',
    // antd's defaults for tertiary text (secondary Typography, Descriptions labels), placeholders
    // and danger links are below WCAG AA's 4.5:1 on white (3.4, 1.8 and 3.3:1): the week's dates,
    // descriptions and 'Eliminar' failed axe (e2e accesibilidad.spec.ts).
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorError: '#cf1322',
    borderRadius: 8,
    fontFamily: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
};
