import type { FormInstance } from 'antd';
import { comprobarHoras, errorDescripcion, MAX_DESCRIPCION, MENSAJES_HORAS, MIN_HORAS } from '@horas/shared';

/** What the form holds; ids are absent until chosen. */
export interface ValoresHora {
  clienteId?: number | null;
  servicioId?: number | null;
  tareaId?: number | null;
  horas?: number | null;
  descripcion?: string;
}

export const MENSAJE_DESCRIPCION = 'Ingrese una descripción.';

/**
 * The description field's antd rules: required (spaces are not a description), at most
 * MAX_DESCRIPCION, then the rule book's (zero-width characters alone are no description either, no
 * control characters).
 */
export const REGLAS_DESCRIPCION = [
  { required: true, whitespace: true, message: MENSAJE_DESCRIPCION },
  { max: MAX_DESCRIPCION, message: MENSAJES_HORAS.descripcionLarga },
  { validator: (_regla: unknown, valor?: string) => validarCon(valor?.trim() ? errorDescripcion(valor) : null) },
];

/** A form's `onValuesChange` for the pickers: a new client clears its service and task; a new service, its task. */
export const limpiarDependientes = (form: FormInstance<ValoresHora>) => (cambios: Partial<ValoresHora>) => {
  if ('clienteId' in cambios) form.setFieldsValue({ servicioId: undefined, tareaId: undefined });
  else if ('servicioId' in cambios) form.setFieldsValue({ tareaId: undefined });
};

/**
 * The rule book's amount rules before the server: spec §5 (below the 0.01 minimum is 'mayores a
 * cero'), the 24 h cap, two decimals.
 */
export function errorHoras(horas: number | null | undefined): string | null {
  if (typeof horas !== 'number' || horas < MIN_HORAS) return MENSAJES_HORAS.horasMayoresACero;
  const resultado = comprobarHoras(horas);
  return 'error' in resultado ? resultado.error : null;
}

/** Spec §5: a client or a default task; with a client, a task is required. */
export function errorTarea(clienteId: number | null | undefined, tareaId: number | null | undefined): string | null {
  if (tareaId) return null;
  return clienteId ? MENSAJES_HORAS.tareaObligatoria : MENSAJES_HORAS.clienteOTareaDefecto;
}

/** Adapts a rule above to an antd Form validator. */
export const validarCon = (mensaje: string | null): Promise<void> =>
  mensaje ? Promise.reject(new Error(mensaje)) : Promise.resolve();
