import { formatFecha, type Analisis } from '@horas/shared';

/** Which range 'Anterior' is ('Comparado con 01/09/2026 – 30/09/2026'), as the API answered it; undefined without comparing. */
export const comparadoCon = ({ anterior }: Analisis): string | undefined =>
  anterior && `Comparado con ${formatFecha(anterior.fechaDesde)} – ${formatFecha(anterior.fechaHasta)}`;
