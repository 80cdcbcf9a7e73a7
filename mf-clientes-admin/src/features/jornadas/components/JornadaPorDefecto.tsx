import { aIso, ErrorDeCarga, guardarJornadaDefecto } from '@horas/shared';
import { App, Flex, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useJornadaDefecto, useRefrescarJornadas } from '../hooks/useJornadas';
import { horasVigentes } from '../utils/estadoJornada';
import { TEXTOS_JORNADAS } from '../utils/textos';
import { FormularioJornada } from './FormularioJornada';
import { TablaJornadas } from './TablaJornadas';

/** 'Jornada por defecto': the company's jornadas (the one in force and the others), and a new one from a date. */
export function JornadaPorDefecto() {
  const { message } = App.useApp();
  const defecto = useJornadaDefecto();
  const refrescar = useRefrescarJornadas();

  if (defecto.isError && !defecto.data) {
    return <ErrorDeCarga mensaje={TEXTOS_JORNADAS.errorCargarJornadas} reintentar={() => void defecto.refetch()} />;
  }
  if (!defecto.data) return <Spin aria-label="Cargando la jornada por defecto" />;

  const guardar = async (desde: string, horasPorDia: number[]) => {
    await guardarJornadaDefecto(desde, { horasPorDia });
    await refrescar();
    void message.success(TEXTOS_JORNADAS.jornadaGuardada);
  };

  return (
    <Flex vertical gap="middle">
      <Typography.Text type="secondary">La jornada de quienes no tienen una propia: horas de cada día de la semana, desde la fecha indicada.</Typography.Text>
      <TablaJornadas titulo="Jornadas por defecto" jornadas={defecto.data} vacio={TEXTOS_JORNADAS.sinJornadaDefecto} />
      <FormularioJornada nombre="jornada-defecto" etiqueta="Nueva jornada por defecto" horasIniciales={horasVigentes(defecto.data, aIso(dayjs()))} alGuardar={guardar} />
    </Flex>
  );
}
