/**
 * A name as the administration and report pickers list it: deactivated items stay (their past
 * hours still count) but say so.
 */
export const nombreConEstado = (nombre: string, activo: boolean): string => (activo ? nombre : `${nombre} (Inactivo)`);
