import type { ReactNode } from 'react';

const COLUMNA = { display: 'flex', flexDirection: 'column', alignItems: 'flex-start' } as const;
const ETIQUETA = { paddingBottom: 8, lineHeight: 1.5715 } as const;

/**
 * A control under its label, as antd's vertical `Form.Item` draws it, without the form: these fields
 * save nothing, and `Form.Item`'s grid and field state cost ≈130 ms of the screen's first draw at
 * CPU 4x (bench/README.md, "'Análisis' in the browser").
 */
export function Campo({ etiqueta, htmlFor, children }: { etiqueta: string; htmlFor: string; children: ReactNode }) {
  return (
    <div style={COLUMNA}>
      <label htmlFor={htmlFor} style={ETIQUETA}>{etiqueta}</label>
      {children}
    </div>
  );
}
