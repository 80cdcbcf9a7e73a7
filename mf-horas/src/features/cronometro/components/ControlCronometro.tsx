import { useState } from 'react';
import { Card, Typography } from 'antd';
import {
  BotonOcupado, CRONOMETRO_MAXIMO_HORAS_DEFECTO, ErrorDeCarga, FilaDeControles, horasDelCronometro, superaElMaximo, useCronometro, type Cliente, type Cronometro, type Tarea,
} from '@horas/shared';
import type { SesionHoras } from '../../formulario-hora/utils/payloadHora';
import { useAccionesCronometro } from '../hooks/useAccionesCronometro';
import { CronometroEnMarcha } from './CronometroEnMarcha';
import { IniciarConReciente } from './IniciarConReciente';
import { DetenerCronometroModal, type Detencion } from './DetenerCronometroModal';
import { EditarCronometroModal } from './EditarCronometroModal';

interface Props {
  sesion: SesionHoras;
  clientes: Cliente[];
  tareasDefault: Tarea[];
}

/** The hours offered by the stop's form: the time so far as the API rounds it; past the maximum, none (the person says). */
const detencionDe = (cronometro: Cronometro, ahora: number): Detencion => ({
  abierto: true,
  cronometro,
  horasOfrecidas: superaElMaximo(cronometro.inicio, ahora, CRONOMETRO_MAXIMO_HORAS_DEFECTO) ? undefined : horasDelCronometro(cronometro.inicio, ahora),
});

/** 'Cronómetro' above the week: 'Iniciar' (or 'Iniciar con una reciente'), or the running timer with 'Editar', 'Detener' and 'Descartar'. */
export function ControlCronometro({ sesion, clientes, tareasDefault }: Props) {
  const consulta = useCronometro();
  const acciones = useAccionesCronometro();
  const [editando, setEditando] = useState(false);
  // Kept on close so the form animates out.
  const [detencion, setDetencion] = useState<Detencion | null>(null);
  const cronometro = consulta.data;

  return (
    <Card size="small" title="Cronómetro" role="region" aria-label="Cronómetro">
      {/* As tall as its buttons while it loads: the week below does not move when they come. */}
      {consulta.isPending && (
        <FilaDeControles>
          <Typography.Text>Cargando cronómetro...</Typography.Text>
        </FilaDeControles>
      )}
      {consulta.isError && !cronometro && <ErrorDeCarga mensaje="No se pudo cargar el cronómetro." reintentar={() => void consulta.refetch()} />}
      {cronometro === null && (
        <FilaDeControles>
          <BotonOcupado type="primary" ocupado={acciones.iniciando} onClick={acciones.iniciar}>
            Iniciar
          </BotonOcupado>
          <IniciarConReciente iniciar={acciones.iniciarCon} deshabilitado={acciones.iniciando} />
        </FilaDeControles>
      )}
      {cronometro && (
        <>
          <CronometroEnMarcha
            cronometro={cronometro}
            clientes={clientes}
            tareasDefault={tareasDefault}
            onEditar={() => setEditando(true)}
            onDetener={() => setDetencion(detencionDe(cronometro, Date.now()))}
            onDescartar={acciones.confirmarDescarte}
          />
          <EditarCronometroModal
            cronometro={cronometro}
            abierto={editando}
            clientes={clientes}
            tareasDefault={tareasDefault}
            cambiar={acciones.cambiar}
            onCerrar={() => setEditando(false)}
          />
        </>
      )}
      {detencion && (
        <DetenerCronometroModal {...detencion} sesion={sesion} clientes={clientes} tareasDefault={tareasDefault} onCerrar={() => setDetencion((actual) => actual && { ...actual, abierto: false })} />
      )}
    </Card>
  );
}
