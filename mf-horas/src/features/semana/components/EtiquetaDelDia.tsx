import { Tag } from 'antd';
import type { CSSProperties } from 'react';
import type { MarcaDelDia } from '../utils/marcaDelDia';

// antd's 'warning' and 'processing' Tag texts are below WCAG AA's 4.5:1 on their backgrounds;
// these darker tones reach 7:1. A holiday's name may be long: it wraps.
const comun: CSSProperties = { marginInlineEnd: 0, whiteSpace: 'normal' };
const estilos = {
  'sin-horas': { ...comun, color: '#874d00', background: '#fffbe6', borderColor: '#ffe58f' },
  feriado: { ...comun, color: '#003a8c', background: '#e6f4ff', borderColor: '#91caff' },
  ausencia: { ...comun, color: '#135200', background: '#f6ffed', borderColor: '#95de64' },
} satisfies Record<NonNullable<MarcaDelDia>['tipo'], CSSProperties>;

const texto = (marca: NonNullable<MarcaDelDia>) => {
  if (marca.tipo === 'feriado') return marca.nombre;
  return marca.tipo === 'ausencia' ? marca.texto : 'Sin horas';
};

/**
 * 'Sin horas' on a past day left without the hours of its jornada, a holiday's name, or the
 * person's absence (a pending one dashed): in the day cards and the grid's headers.
 */
export function EtiquetaDelDia({ marca, className }: { marca: MarcaDelDia; className?: string }) {
  if (!marca) return null;
  const pendiente = marca.tipo === 'ausencia' && marca.pendiente;
  return (
    <Tag className={className} style={{ ...estilos[marca.tipo], ...(pendiente && { borderStyle: 'dashed' }) }}>
      {texto(marca)}
    </Tag>
  );
}
