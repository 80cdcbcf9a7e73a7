import dayjs from 'dayjs';
import { formatFecha, type Cliente, type Cronometro, type Tarea } from '@horas/shared';
import { FormularioHoraModal } from '../../formulario-hora/components/FormularioHoraModal';
import type { SesionHoras } from '../../formulario-hora/utils/payloadHora';
import { useDetenerCronometro } from '../hooks/useDetenerCronometro';
import { cuerpoDetener } from '../utils/cuerpoDetener';
import { valoresDelCronometro } from '../utils/valoresDelCronometro';

/** Which timer is being stopped, and the hours offered when 'Detener' was pressed (none past the maximum). */
export interface Detencion {
  abierto: boolean;
  cronometro: Cronometro;
  horasOfrecidas?: number;
}

interface Props extends Detencion {
  sesion: SesionHoras;
  clientes: Cliente[];
  tareasDefault: Tarea[];
  onCerrar: () => void;
}

/**
 * 'Detener': the hour form, filled with what the timer is for and its hours, on the day it started.
 * The timer runs on until 'Guardar' stops it; closing the form leaves it running.
 */
export function DetenerCronometroModal({ abierto, cronometro, horasOfrecidas, sesion, clientes, tareasDefault, onCerrar }: Props) {
  const { deteniendo, detener } = useDetenerCronometro(onCerrar);
  return (
    <FormularioHoraModal
      abierto={abierto}
      titulo="Detener cronómetro"
      fechaCarga={formatFecha(dayjs(cronometro.inicio))}
      sesion={sesion}
      clientes={clientes}
      tareasDefault={tareasDefault}
      onGuardado={onCerrar}
      onCerrar={onCerrar}
      envio={{
        iniciales: { ...valoresDelCronometro(cronometro), horas: horasOfrecidas },
        texto: 'Guardar',
        ocupado: deteniendo,
        enviar: (valores) => detener(cuerpoDetener(valores, horasOfrecidas)),
      }}
    />
  );
}
