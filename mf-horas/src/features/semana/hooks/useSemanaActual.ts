import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import { diasDeSemana, inicioSemana } from '@horas/shared';
import { guardarSemana, leerSemanaGuardada } from '../utils/semanaGuardada';

/** The week on screen, restored from and remembered in localStorage. */
export function useSemanaActual() {
  const [lunes, setLunes] = useState(() => leerSemanaGuardada() ?? inicioSemana(dayjs()));

  useEffect(() => guardarSemana(lunes), [lunes]);

  return {
    lunes,
    dias: diasDeSemana(lunes),
    esSemanaActual: lunes.isSame(inicioSemana(dayjs()), 'day'),
    anterior: () => setLunes((actual) => actual.subtract(1, 'week')),
    siguiente: () => setLunes((actual) => actual.add(1, 'week')),
    irAHoy: () => setLunes(inicioSemana(dayjs())),
  };
}
