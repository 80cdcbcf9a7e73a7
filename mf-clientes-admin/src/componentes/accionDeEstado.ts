import type { AccionDeFila } from './MenuDeAcciones';

interface Estado {
  activo: boolean;
  /** The confirmation's question, with the action's word: "¿Desactivar el servicio 'Soporte'?". */
  pregunta: (accion: 'Desactivar' | 'Activar') => string;
  /** What the change means, under the question. */
  explicacion: string;
  alElegir: () => Promise<void>;
}

/** 'Desactivar' (red) / 'Activar', confirmed: nothing is deleted, an item only leaves the pickers for new entries. */
export function accionDeEstado({ activo, pregunta, explicacion, alElegir }: Estado): AccionDeFila {
  const texto = activo ? 'Desactivar' : 'Activar';
  return { texto, peligro: activo, confirmacion: { pregunta: pregunta(texto), explicacion }, alElegir };
}
