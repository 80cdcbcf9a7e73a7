import { lazy, Suspense } from 'react';
import { Alert, Button, Flex, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { aIso, sumarHoras, type CierreDelMes, type Cliente, type Hora, type Tarea } from '@horas/shared';
import type { SesionHoras } from '../../formulario-hora/utils/payloadHora';
import { SelectorVista } from '../../tabla/components/SelectorVista';
import { useVista } from '../../tabla/hooks/useVista';
import { useAusenciasSemana } from '../hooks/useAusenciasSemana';
import { useEliminarHora } from '../hooks/useEliminarHora';
import type { useHorasSemana } from '../hooks/useHorasSemana';
import { useSaldoSemana } from '../hooks/useSaldoSemana';
import type { useSemanaActual } from '../hooks/useSemanaActual';
import { diasConEstado, type DiaDeLaSemana } from '../utils/diasConEstado';
import { marcaDelDia } from '../utils/marcaDelDia';
import { DiaCard } from './DiaCard';
import { NavegacionSemana } from './NavegacionSemana';

interface Props {
  semana: ReturnType<typeof useSemanaActual>;
  horas: ReturnType<typeof useHorasSemana>;
  horasHabilitadas: boolean;
  /** The closing of a day's month, once known: a month sent or approved locks its days. */
  cierreDe: (dia: Dayjs) => CierreDelMes | undefined;
  sesion: SesionHoras;
  clientes: Cliente[];
  tareasDefault: Tarea[];
  onAgregar: (dia: Dayjs) => void;
  onEditar: (hora: Hora, dia: Dayjs) => void;
}

// Its own chunk: /home in 'Días', the default, does not download the grid.
const TablaSemana = lazy(() => import('../../tabla/components/TablaSemana').then((modulo) => ({ default: modulo.TablaSemana })));

const rejilla = { display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' };

/** The weekly view: navigation with the week's total and target and the choice of view, then seven day cards or the grid. */
export function SemanaHoras({ semana, horas, horasHabilitadas, cierreDe, sesion, clientes, tareasDefault, onAgregar, onEditar }: Props) {
  const confirmarEliminar = useEliminarHora();
  const [vista, setVista] = useVista(sesion.id);
  const hoy = dayjs();
  // Cached entries of this week show at once; with none, totals and 'No hay horas cargadas' wait for the API.
  const sinDatos = horas.cargando && horas.horasDeLaSemana.length === 0;
  const dias = diasConEstado(semana.dias, { horasHabilitadas, hoy, cierreDe });
  const saldo = useSaldoSemana(sesion.id, semana.lunes);
  const ausenciaDe = useAusenciasSemana(sesion.id, semana.lunes);
  const marcaDe = (dia: DiaDeLaSemana, total: number) => marcaDelDia(saldo.diaDe(dia.dia), total, aIso(hoy), ausenciaDe(dia.dia));

  return (
    <Flex vertical gap="middle">
      <NavegacionSemana
        lunes={semana.lunes}
        totalSemana={sinDatos ? null : sumarHoras(horas.horasDeLaSemana.map((hora) => hora.horas))}
        objetivo={saldo.objetivo}
        objetivoPendiente={saldo.objetivoPendiente}
        esSemanaActual={semana.esSemanaActual}
        onAnterior={semana.anterior}
        onSiguiente={semana.siguiente}
        onHoy={semana.irAHoy}
      >
        <SelectorVista vista={vista} onCambiar={setVista} />
      </NavegacionSemana>
      {horas.error && (
        <Alert
          type="error"
          showIcon
          title={horas.error}
          action={
            <Button size="small" onClick={horas.reintentar}>
              Reintentar
            </Button>
          }
        />
      )}
      <Spin spinning={horas.cargando} description="Cargando horas...">
        {vista === 'tabla' ? (
          <Suspense fallback={<Spin description="Cargando tabla..." />}>
            <TablaSemana
              lunes={semana.lunes}
              dias={dias}
              horas={horas.horasDeLaSemana}
              respondida={!horas.cargando}
              marcaDe={marcaDe}
              sesion={sesion}
              clientes={clientes}
              tareasDefault={tareasDefault}
              onEditar={onEditar}
              onEliminar={confirmarEliminar}
            />
          </Suspense>
        ) : (
          <div style={rejilla}>
            {dias.map((dia) => {
              const delDia = horas.horasDe(dia.fecha);
              return (
                <DiaCard
                  key={dia.fecha}
                  dia={dia.dia}
                  horas={delDia}
                  motivoBloqueo={dia.motivoBloqueo}
                  marca={marcaDe(dia, sumarHoras(delDia.map((hora) => hora.horas)))}
                  cargando={sinDatos}
                  onAgregar={onAgregar}
                  onEditar={(hora) => onEditar(hora, dia.dia)}
                  onEliminar={confirmarEliminar}
                />
              );
            })}
          </div>
        )}
      </Spin>
    </Flex>
  );
}
