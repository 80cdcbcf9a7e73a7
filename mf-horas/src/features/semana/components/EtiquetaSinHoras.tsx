import { Tag } from 'antd';
import type { CSSProperties } from 'react';

// antd's 'warning' Tag text is below WCAG AA's 4.5:1 on its own background; a darker gold is 7:1.
const estilo: CSSProperties = { color: '#874d00', background: '#fffbe6', borderColor: '#ffe58f', marginInlineEnd: 0 };

/** 'Sin horas': a past weekday left without hours, in the day cards and the grid's headers. */
export function EtiquetaSinHoras({ className }: { className?: string }) {
  return (
    <Tag className={className} style={estilo}>
      Sin horas
    </Tag>
  );
}
