import { Button, Flex, Form, Grid, Spin } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import {
  aIso, BotonOcupado, ErrorDeCarga, FiltroDeArea, getAusenciasXlsx, LIBRO_AUSENCIAS, mensajeDeError, nombreMes, Titulo, useDescargaLibro, useFeriados,
} from '@horas/shared';
import { useCalendarioAusencias } from '../../hooks/consultas';
import { diasDelMes } from '../../utils/mes';
import { GrillaDelMes } from './GrillaDelMes';
import { ListaPorDia } from './ListaPorDia';
import { useAreasDelFiltro } from './useAreasDelFiltro';
import './calendario.css';

/**
 * 'Calendario del equipo': a month of the people who share an area with the user (administrators:
 * everyone), and that month's absences the user may see as ausencias.xlsx ('Descargar Excel').
 */
export function CalendarioEquipo({ filtroDeArea }: { filtroDeArea: boolean }) {
  const [mes, setMes] = useState(() => dayjs().startOf('month'));
  const [areaId, setAreaId] = useState<number | undefined>();
  const areas = useAreasDelFiltro();
  const consulta = { desde: aIso(mes), hasta: aIso(mes.endOf('month')), ...(areaId ? { areaId } : {}) };
  const calendario = useCalendarioAusencias(consulta);
  const { descargando, descargar } = useDescargaLibro({
    pedir: getAusenciasXlsx, nombreArchivo: LIBRO_AUSENCIAS.nombreArchivo,
    error: 'No se pudieron descargar las ausencias.', vacio: 'No hay ausencias en el mes elegido.',
  });
  const feriados = useFeriados(mes.year());
  const dias = diasDelMes(mes, feriados.data ?? []);
  const { xs, sm, md } = Grid.useBreakpoint();
  const estrecha = !md && Boolean(xs || sm);
  const personas = calendario.data ?? [];
  return (
    <Flex vertical gap="middle">
      <Flex wrap gap="small" align="center">
        <Button onClick={() => setMes(mes.subtract(1, 'month'))}>Mes anterior</Button>
        <Titulo nivel={2} aspecto={4} style={{ margin: 0, minWidth: 170, textAlign: 'center' }}>{nombreMes(mes.format('YYYY-MM'))}</Titulo>
        <Button onClick={() => setMes(mes.add(1, 'month'))}>Mes siguiente</Button>
        {filtroDeArea && (
          <Form name="calendario-area" layout="inline" onValuesChange={(_, valores: { areaId?: number }) => setAreaId(valores.areaId)}>
            <FiltroDeArea areas={areas} />
          </Form>
        )}
        <BotonOcupado ocupado={descargando} onClick={() => descargar(consulta)}>Descargar Excel</BotonOcupado>
      </Flex>
      {calendario.isError && (
        <ErrorDeCarga mensaje={mensajeDeError(calendario.error) ?? 'No se pudo cargar el calendario.'} reintentar={() => void calendario.refetch()} />
      )}
      <Spin spinning={calendario.isFetching}>
        {estrecha ? <ListaPorDia dias={dias} personas={personas} /> : <GrillaDelMes dias={dias} personas={personas} />}
      </Spin>
    </Flex>
  );
}
