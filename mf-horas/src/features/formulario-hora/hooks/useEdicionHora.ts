import { useState } from 'react';
import type { Dayjs } from 'dayjs';
import { formatFecha, type Hora } from '@horas/shared';

interface Edicion {
  abierto: boolean;
  fechaCarga: string;
  hora?: Hora;
}

/** Which day (and entry, when editing) the form is for. Closing keeps it so the modal animates out. */
export function useEdicionHora() {
  const [edicion, setEdicion] = useState<Edicion | null>(null);
  return {
    edicion,
    nueva: (dia: Dayjs) => setEdicion({ abierto: true, fechaCarga: formatFecha(dia) }),
    editar: (hora: Hora, dia: Dayjs) => setEdicion({ abierto: true, fechaCarga: formatFecha(dia), hora }),
    cerrar: () => setEdicion((actual) => actual && { ...actual, abierto: false }),
  };
}
