import { useState } from 'react';
import { guardarVista, leerVista, type Vista } from '../utils/vistaPreferida';

/** 'Días' or 'Tabla', remembered for this user on this browser. */
export function useVista(usuarioId: number) {
  const [vista, setVista] = useState<Vista>(() => leerVista(usuarioId));
  const elegir = (nueva: Vista) => {
    guardarVista(usuarioId, nueva);
    setVista(nueva);
  };
  return [vista, elegir] as const;
}
