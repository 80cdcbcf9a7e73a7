import { aIso, BotonOcupado, ErrorDeCarga, FiltroDeArea, FORMATO_FECHA, mensajeDeError } from '@horas/shared';
import { Flex, Form } from 'antd';
import DatePicker from 'antd/es/date-picker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useAreas } from '../../../hooks/useAreas';
import { useRecordatorios } from '../hooks/useRecordatorios';
import { useSaldos } from '../hooks/useSaldos';
import { semanaPasada } from '../utils/semanaPasada';
import { DialogoRecordatorios } from './DialogoRecordatorios';
import { TablaHorasFaltantes } from './TablaHorasFaltantes';

interface Filtros {
  desde: Dayjs;
  hasta: Dayjs;
  areaId?: number;
}

/** Who is short of their target over a range (last week unless changed), by area; and the reminders by e-mail. */
export function PanelHorasFaltantes() {
  const [filtros, setFiltros] = useState<Filtros>(() => semanaPasada(dayjs()));
  const saldos = useSaldos({ fechaDesde: aIso(filtros.desde), fechaHasta: aIso(filtros.hasta), ...(filtros.areaId && { areaId: filtros.areaId }) });
  const areas = useAreas();
  const recordatorios = useRecordatorios();

  return (
    <Flex vertical gap="small">
      <Form<Filtros>
        name="horas-faltantes"
        layout="vertical"
        initialValues={filtros}
        onValuesChange={(_, valores) => setFiltros((antes) => ({ ...antes, ...valores }))}
      >
        <Flex wrap gap="small" align="end">
          <Form.Item name="desde" label="Desde">
            <DatePicker format={FORMATO_FECHA} allowClear={false} disabledDate={(fecha) => fecha.isAfter(filtros.hasta, 'day')} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="hasta" label="Hasta">
            <DatePicker format={FORMATO_FECHA} allowClear={false} disabledDate={(fecha) => fecha.isBefore(filtros.desde, 'day')} style={{ width: 160 }} />
          </Form.Item>
          <FiltroDeArea areas={areas.data} cargando={areas.isFetching} />
          <Form.Item>
            <BotonOcupado ocupado={recordatorios.preparando} onClick={recordatorios.preparar}>Enviar recordatorios</BotonOcupado>
          </Form.Item>
        </Flex>
      </Form>
      {saldos.isError && (
        <ErrorDeCarga mensaje={mensajeDeError(saldos.error) ?? 'No se pudieron cargar las horas faltantes'} reintentar={() => void saldos.refetch()} />
      )}
      <TablaHorasFaltantes filas={saldos.isError ? [] : (saldos.data ?? [])} cargando={saldos.isFetching} />
      <DialogoRecordatorios {...recordatorios} />
    </Flex>
  );
}
