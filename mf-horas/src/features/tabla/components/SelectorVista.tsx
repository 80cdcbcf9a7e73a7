import { Segmented } from 'antd';
import type { Vista } from '../utils/vistaPreferida';

const OPCIONES: { value: Vista; label: string }[] = [
  { value: 'dias', label: 'Días' },
  { value: 'tabla', label: 'Tabla' },
];

/** 'Días' (the spec's day cards) or 'Tabla' (the week as a grid). */
export function SelectorVista({ vista, onCambiar }: { vista: Vista; onCambiar: (vista: Vista) => void }) {
  return <Segmented<Vista> aria-label="Vista" options={OPCIONES} value={vista} onChange={onCambiar} />;
}
