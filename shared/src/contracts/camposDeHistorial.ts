/**
 * How the fields of a history record's `cambios` read in Spanish: each field's label and the kind
 * of its values. A field missing here still reads (its key capitalised, its values by their type):
 * add a line when the API records a new one. The order here is the order the details are listed in,
 * whatever the order of the keys that arrived (a jsonb column does not keep it).
 */
type Tipo = 'fecha' | 'horas' | 'estado';

export const CAMPOS_HISTORIAL: Readonly<Record<string, { etiqueta: string; tipo?: Tipo }>> = {
  fecha: { etiqueta: 'Fecha', tipo: 'fecha' },
  fechaCarga: { etiqueta: 'Fecha', tipo: 'fecha' },
  usuario: { etiqueta: 'Usuario' },
  cliente: { etiqueta: 'Cliente' },
  servicio: { etiqueta: 'Servicio' },
  tarea: { etiqueta: 'Tarea' },
  horas: { etiqueta: 'Horas', tipo: 'horas' },
  descripcion: { etiqueta: 'Descripción' },
  nombre: { etiqueta: 'Nombre' },
  apellidos: { etiqueta: 'Apellidos' },
  email: { etiqueta: 'E-mail' },
  perfil: { etiqueta: 'Perfil' },
  area: { etiqueta: 'Área' },
  areas: { etiqueta: 'Áreas' },
  servicios: { etiqueta: 'Servicios' },
  correo: { etiqueta: 'Correo' },
  numeroContacto: { etiqueta: 'Número de contacto' },
  direccion: { etiqueta: 'Dirección' },
  activo: { etiqueta: 'Activo' },
  estado: { etiqueta: 'Estado', tipo: 'estado' },
  horasHabilitadas: { etiqueta: 'Carga de horas fuera de período' },
  historialMeses: { etiqueta: 'Retención del historial (meses)' },
  desde: { etiqueta: 'Vigente desde', tipo: 'fecha' },
  horasPorDia: { etiqueta: 'Horas por día', tipo: 'horas' },
  comentario: { etiqueta: 'Comentario' },
  motivo: { etiqueta: 'Motivo' },
  cargadas: { etiqueta: 'Horas cargadas', tipo: 'horas' },
  objetivo: { etiqueta: 'Objetivo', tipo: 'horas' },
  diferencia: { etiqueta: 'Diferencia', tipo: 'horas' },
  responsableDe: { etiqueta: 'Responsable de' },
  cuenta: { etiqueta: 'Cuenta' },
  senorityhora: { etiqueta: 'Seniority' },
  tipo: { etiqueta: 'Tipo' },
  hasta: { etiqueta: 'Hasta', tipo: 'fecha' },
  medioDia: { etiqueta: 'Medio día' },
  dias: { etiqueta: 'Días' },
  tipoAusencia: { etiqueta: 'Tipo de ausencia' },
  requiereAprobacion: { etiqueta: 'Requiere aprobación' },
  descuentaSaldo: { etiqueta: 'Descuenta del saldo de vacaciones' },
  permiteMedioDia: { etiqueta: 'Permite medio día' },
  diasVacacionesPorAño: { etiqueta: 'Días de vacaciones por año' },
  diasVacaciones: { etiqueta: 'Días de vacaciones' },
  año: { etiqueta: 'Año' },
};

const ORDEN = Object.keys(CAMPOS_HISTORIAL);

export const capitalizar = (texto: string): string => texto.charAt(0).toUpperCase() + texto.slice(1);

/** 'Descripción'; an unknown field, its key capitalised ('fooBar' → 'FooBar'). */
export const etiquetaDeCampo = (campo: string): string => CAMPOS_HISTORIAL[campo]?.etiqueta ?? capitalizar(campo);

/** Known fields in the order above, then the others as they came. */
export const enOrden = (campos: string[]): string[] =>
  [...campos].sort((a, b) => (ORDEN.indexOf(a) + 1 || ORDEN.length + 1) - (ORDEN.indexOf(b) + 1 || ORDEN.length + 1));

/** Nothing to say: null, absent, an empty text or list. */
export const vacio = (valor: unknown): boolean =>
  valor === null || valor === undefined || valor === '' || (Array.isArray(valor) && valor.length === 0);

const FECHA_ISO = /^(\d{4})-(\d{2})-(\d{2})/;

/** '2026-11-24' → '24/11/2026'; anything else (already 'dd/MM/yyyy') as it is. */
export const fechaLegible = (valor: unknown): string => {
  const texto = String(valor);
  const partes = FECHA_ISO.exec(texto);
  return partes ? `${partes[3]}/${partes[2]}/${partes[1]}` : texto;
};

const horasLegibles = (valor: unknown): string => {
  const numero = typeof valor === 'number' ? valor : Number(valor);
  return typeof valor !== 'boolean' && valor !== '' && Number.isFinite(numero) ? numero.toFixed(2) : String(valor);
};

/** A name as it was: a text, or an object with `nombre` (and `apellidos`). */
export function textoPlano(valor: unknown): string {
  if (Array.isArray(valor)) return valor.map(textoPlano).join(', ');
  if (typeof valor === 'boolean') return valor ? 'Sí' : 'No';
  if (valor && typeof valor === 'object') {
    const { nombre, apellidos } = valor as { nombre?: unknown; apellidos?: unknown };
    return typeof nombre === 'string' ? [nombre, apellidos].filter((parte) => typeof parte === 'string' && parte).join(' ') : JSON.stringify(valor);
  }
  return String(valor);
}

/**
 * One value as a sentence shows it: '—' for nothing, dates dd/MM/yyyy, hours with two decimals,
 * booleans 'Sí' / 'No' ('Activo' / 'Inactivo' for a state), numbers as they are, texts and names
 * (lists joined) between «».
 */
export function valorLegible(campo: string, valor: unknown): string {
  if (vacio(valor)) return '—';
  const tipo = CAMPOS_HISTORIAL[campo]?.tipo;
  const lista = Array.isArray(valor) ? valor : [valor];
  if (tipo === 'fecha') return lista.map(fechaLegible).join(', ');
  if (tipo === 'horas') return lista.map(horasLegibles).join(', ');
  if (typeof valor === 'boolean') return tipo === 'estado' ? (valor ? 'Activo' : 'Inactivo') : textoPlano(valor);
  if (typeof valor === 'number') return String(valor);
  return `«${textoPlano(valor)}»`;
}
