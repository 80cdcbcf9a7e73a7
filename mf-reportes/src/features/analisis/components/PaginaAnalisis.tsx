import { App, Button, Empty, Flex, Grid, Spin, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { BotonOcupado, descargarLibro, ErrorDeCarga, mensajeDeError, MENSAJES_ANALISIS, TituloDePantalla } from '@horas/shared';
import { useAnalisis } from '../hooks/useAnalisis';
import { useEstadoAnalisis } from '../hooks/useEstadoAnalisis';
import { useGrafico } from '../hooks/useGrafico';
import { useOpcionesAnalisis } from '../hooks/useOpcionesAnalisis';
import { comparadoCon } from '../utils/comparacion';
import { conFiltros, consultaDe, filtrosAplicados, type Filtros } from '../utils/estadoAnalisis';
import type { FilaAnalisis } from '../utils/filas';
import { datosDelGrafico } from '../utils/grafico';
import { libroAnalisis } from '../utils/libroAnalisis';
import { ControlesAnalisis } from './ControlesAnalisis';
import { FiltrosActivos } from './FiltrosActivos';
import { FiltrosPlegados } from './FiltrosPlegados';
import { RegistrosAnalisis } from './RegistrosAnalisis';
import { TablaAnalisis } from './TablaAnalisis';

const ESPERA = <Spin description="Cargando análisis..." style={{ display: 'block', padding: 48 }} />;

/**
 * 'Análisis': the hours the caller may see, grouped, over periods, against targets and the range
 * before; a chart and a table of the same numbers. The whole state is the URL's. Below 768 px
 * (antd's `md`) the controls fold behind 'Filtros', so a phone's first screen shows the chart.
 */
export function PaginaAnalisis() {
  const { message } = App.useApp();
  const { dibujarGrafico, fallo: falloDelGrafico, reintentar: reintentarGrafico } = useGrafico();
  const { estado, cambiar, hoy } = useEstadoAnalisis();
  const consulta = useMemo(() => consultaDe(estado), [estado]);
  const analisis = useAnalisis(consulta);
  const [viendo, setViendo] = useState<FilaAnalisis | null>(null);
  const [descargando, setDescargando] = useState(false);
  const angosta = Grid.useBreakpoint().md === false;
  const datos = analisis.isError ? undefined : analisis.data;
  const conFiltrosEnUso = Object.values(estado.filtros).some((valores) => valores?.length);
  const opciones = useOpcionesAnalisis(datos !== undefined || analisis.isError || conFiltrosEnUso);
  const grafico = useMemo(() => datos && datosDelGrafico(datos), [datos]);
  const comparado = datos && comparadoCon(datos);

  // Stable while the analysis is the same: the chart and the table (memoized) do not redraw when only
  // the filters' option lists arrive.
  const estrechar = useCallback((filtros: Filtros) => cambiar((actual) => conFiltros(actual, filtros)), [cambiar]);
  const copiarEnlace = () =>
    navigator.clipboard.writeText(window.location.href).then(
      () => void message.success('Enlace copiado.'),
      () => void message.error('No se pudo copiar el enlace.'),
    );
  const descargar = () => {
    if (!datos) return;
    setDescargando(true);
    descargarLibro(libroAnalisis(datos))
      .catch(() => void message.error('No se pudo generar el archivo.'))
      .finally(() => setDescargando(false));
  };

  const controles = <ControlesAnalisis estado={estado} hoy={hoy} opciones={opciones} onCambiar={cambiar} />;

  return (
    <Flex vertical gap="middle">
      <TituloDePantalla>Análisis</TituloDePantalla>
      {!angosta && controles}
      <FiltrosActivos estado={estado} opciones={opciones} onCambiar={cambiar} />
      <Flex wrap gap="small">
        {angosta && <FiltrosPlegados aplicados={filtrosAplicados(estado).length}>{controles}</FiltrosPlegados>}
        <Button onClick={() => void copiarEnlace()}>Copiar enlace</Button>
        <BotonOcupado disabled={!datos || datos.total.registros === 0} ocupado={descargando} onClick={descargar}>Descargar Excel</BotonOcupado>
      </Flex>
      {analisis.isError && (
        <ErrorDeCarga mensaje={mensajeDeError(analisis.error) ?? 'No se pudo cargar el análisis.'} reintentar={() => void analisis.refetch()} />
      )}
      {!datos && !analisis.isError && ESPERA}
      {comparado && <Typography.Text type="secondary">{comparado}</Typography.Text>}
      {datos && datos.total.registros === 0 && <Empty description={MENSAJES_ANALISIS.sinHoras} />}
      {datos && grafico && datos.total.registros > 0 && (
        <>
          {dibujarGrafico && dibujarGrafico({ datos: grafico, onElegir: estrechar })}
          {!dibujarGrafico && (falloDelGrafico ? <ErrorDeCarga mensaje="No se pudo cargar el gráfico." reintentar={reintentarGrafico} /> : ESPERA)}
          <TablaAnalisis analisis={datos} cargando={analisis.isFetching} onEstrechar={estrechar} onVerRegistros={setViendo} />
        </>
      )}
      <RegistrosAnalisis estado={estado} fila={viendo} onCerrar={() => setViendo(null)} />
    </Flex>
  );
}
