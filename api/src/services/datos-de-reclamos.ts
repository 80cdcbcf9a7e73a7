import { MAX_CARACTERES, nombreLimpio, tieneControl, tieneTextoVisible } from '@horas/shared/contracts';
import type { Reclamos } from './proveedor-oidc';

/** Where the provider says nothing usable for a surname (the text rule requires one). */
const SIN_APELLIDOS = '-';

const texto = (valor: unknown): string | undefined => {
  if (typeof valor !== 'string') return undefined;
  const limpio = nombreLimpio([...valor].filter((c) => !tieneControl(c)).join('')).slice(0, MAX_CARACTERES.nombre).trim();
  return tieneTextoVisible(limpio) ? limpio : undefined;
};

/**
 * A person created at their first single sign-on: `given_name` and `family_name`, else `name` split at
 * its first space, else the e-mail's local part; made to pass the text rule (trimmed, cut to the limit).
 */
export function nombreDeReclamos(reclamos: Reclamos, email: string): { nombre: string; apellidos: string } {
  const dado = texto(reclamos.given_name);
  if (dado) return { nombre: dado, apellidos: texto(reclamos.family_name) ?? SIN_APELLIDOS };
  const completo = texto(reclamos.name);
  if (completo) {
    const espacio = completo.indexOf(' ');
    return espacio < 0 ? { nombre: completo, apellidos: SIN_APELLIDOS } : { nombre: completo.slice(0, espacio), apellidos: completo.slice(espacio + 1) };
  }
  return { nombre: texto(email.split('@')[0]) ?? email.slice(0, MAX_CARACTERES.nombre), apellidos: SIN_APELLIDOS };
}

/** The groups claim as a list (a provider may send one group as a string). */
export function gruposDeReclamos(reclamos: Reclamos, claim: string): string[] {
  const valor = reclamos[claim];
  if (typeof valor === 'string') return [valor];
  return Array.isArray(valor) ? valor.filter((g): g is string => typeof g === 'string') : [];
}
