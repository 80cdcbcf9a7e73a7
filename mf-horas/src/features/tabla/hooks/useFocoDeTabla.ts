import { useRef, type KeyboardEvent } from 'react';
import { accionDeTecla, cursorDe, type AccionDeTecla, type Posicion } from '../utils/teclado';

const claveDe = ({ fila, dia }: Posicion) => `${fila}:${dia}`;

/** What a cell does with the keys the grid's keyboard model gives it. */
export interface AlTeclear {
  /** Enter: save; false when the value is refused (the cell keeps the focus). */
  guardar?: () => boolean;
  restaurar?: () => void;
}

/**
 * The grid's focus: every cell registers its element by position, and the keyboard model
 * (utils/teclado.ts) says where a key goes. Moving the focus away saves the cell (its blur).
 */
export function useFocoDeTabla(filas: number) {
  const elementos = useRef(new Map<string, HTMLElement>());

  const enfocar = (posicion: Posicion) => elementos.current.get(claveDe(posicion))?.focus();

  const aplicar = (accion: AccionDeTecla, evento: KeyboardEvent, { guardar, restaurar }: AlTeclear) => {
    if (accion.tipo === 'restaurar') {
      if (restaurar) restaurar();
      return;
    }
    evento.preventDefault();
    if (accion.tipo === 'guardar-y-bajar' && guardar && !guardar()) return;
    if (accion.destino) enfocar(accion.destino);
  };

  return {
    enfocar,
    registrar: (posicion: Posicion) => (elemento: HTMLElement | null) => {
      if (elemento) elementos.current.set(claveDe(posicion), elemento);
      else elementos.current.delete(claveDe(posicion));
    },
    /** A cell's `onKeyDown`. */
    teclear: (evento: KeyboardEvent<HTMLElement>, posicion: Posicion, opciones: AlTeclear = {}) => {
      const objetivo = evento.currentTarget;
      const cursor = objetivo instanceof HTMLInputElement && !objetivo.readOnly ? cursorDe(objetivo) : { alInicio: true, alFinal: true };
      // A button opens its entries on Enter, as any button does.
      if (evento.key === 'Enter' && objetivo instanceof HTMLButtonElement) return;
      const accion = accionDeTecla(evento.key, posicion, filas, cursor);
      if (accion) aplicar(accion, evento, opciones);
    },
  };
}

export type FocoDeTabla = ReturnType<typeof useFocoDeTabla>;
