import { Alert, Button, Flex, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { formatFecha, puedeEditarDia, sumarHoras, type Hora } from '@horas/shared';
import { useEliminarHora } from '../hooks/useEliminarHora';
import type { useHorasSemana } from '../hooks/useHorasSemana';
import type { useSemanaActual } from '../hooks/useSemanaActual';
import { DiaCard } from './DiaCard';
import { NavegacionSemana } from './NavegacionSemana';

interface Props {
  semana: ReturnType<typeof useSemanaActual>;
  horas: ReturnType<typeof useHorasSemana>;
  horasHabilitadas: boolean;
  onAgregar: (dia: Dayjs) => void;
  onEditar: (hora: Hora, dia: Dayjs) => void;
}

const rejilla = { display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' };

/** The weekly view: navigation with the week's total, then seven day cards. */
export function SemanaHoras({ semana, horas, horasHabilitadas, onAgregar, onEditar }: Props) {
  const confirmarEliminar = useEliminarHora();
  const hoy = dayjs();
  // Cached entries of this week show at once; with none, totals and 'No hay horas cargadas' wait for the API.
  const sinDatos = horas.cargando && horas.horasDeLaSemana.length === 0;

  return (
    <Flex vertical gap="middle">
      <NavegacionSemana
        lunes={semana.lunes}
        totalSemana={sinDatos ? null : sumarHoras(horas.horasDeLaSemana.map((hora) => hora.horas))}
        esSemanaActual={semana.esSemanaActual}
        onAnterior={semana.anterior}
        onSiguiente={semana.siguiente}
        onHoy={semana.irAHoy}
      />
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
        <div style={rejilla}>
          {semana.dias.map((dia) => (
            <DiaCard
              key={dia.valueOf()}
              dia={dia}
              horas={horas.horasDe(formatFecha(dia))}
              editable={puedeEditarDia(dia, { horasHabilitadas, hoy })}
              cargando={sinDatos}
              onAgregar={onAgregar}
              onEditar={(hora) => onEditar(hora, dia)}
              onEliminar={confirmarEliminar}
            />
          ))}
        </div>
      </Spin>
    </Flex>
  );
}
