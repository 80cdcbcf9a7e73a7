import { useRecientes, type CronometroBody, type Reciente } from '@horas/shared';
import { SelectorDeRecientes } from '../../formulario-hora/components/SelectorDeRecientes';
import { valoresDeReciente } from '../../formulario-hora/utils/recientes';
import { cuerpoCronometro } from '../utils/valoresDelCronometro';

interface Props {
  iniciar: (body: CronometroBody) => void;
  deshabilitado: boolean;
}

/** 'Iniciar con una reciente': one choice starts the timer already for that client · service · task and description. */
export function IniciarConReciente({ iniciar, deshabilitado }: Props) {
  const { data: recientes } = useRecientes();
  if (!recientes?.length) return null;
  const elegir = (reciente: Reciente) => iniciar(cuerpoCronometro(valoresDeReciente(reciente)));
  return (
    <SelectorDeRecientes
      aria-label="Iniciar con una reciente"
      placeholder="Iniciar con una reciente"
      recientes={recientes}
      onElegir={elegir}
      disabled={deshabilitado}
      // Shrinks to share a phone's line with 'Iniciar': arriving later, it does not add a line that moves the week below.
      style={{ flex: '1 1 200px', minWidth: 0, maxWidth: 320 }}
    />
  );
}
