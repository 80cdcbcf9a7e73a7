import { Button, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { BotonOcupado, type CierreFila, ErrorDeCarga, esAdmin, ETIQUETA_ESTADO_CIERRE, mensajeDeError, nombreCompleto, type ResultadoAprobacion as Respuesta, useAuthStore } from '@horas/shared';
import { useAprobar } from '../hooks/useAprobar';
import { useCierresDelMes } from '../hooks/useCierresDelMes';
import { useAprobarSeleccionados, useDecision } from '../hooks/useDecisiones';
import { areasDe, decidible, filtrar, mesAnterior, sinDiferencias, type Filtros } from '../utils/filas';
import { AccionesCierre } from './AccionesCierre';
import { DialogoMotivo, type ConMotivo } from './DialogoMotivo';
import { FiltrosAprobaciones } from './FiltrosAprobaciones';
import { ResultadoAprobacion, type ResultadoDePersona } from './ResultadoAprobacion';
import { TablaAprobaciones } from './TablaAprobaciones';
import { VerMes } from './VerMes';

/** Each answer of POST /horas/cierres/aprobar, with the name of its person. */
const conNombres = (respuestas: Respuesta[], filas: CierreFila[]): ResultadoDePersona[] =>
  respuestas.map((respuesta) => {
    const fila = filas.find((f) => f.usuarioId === respuesta.usuarioId);
    const aprobado = 'estado' in respuesta && respuesta.estado === 'aprobado';
    const texto = 'estado' in respuesta ? ETIQUETA_ESTADO_CIERRE[respuesta.estado] : respuesta.mensaje;
    return { usuarioId: respuesta.usuarioId, nombre: fila ? nombreCompleto(fila) : `#${respuesta.usuarioId}`, texto, aprobado };
  });

/**
 * 'Aprobaciones': the people's months an approver sees (last month unless changed), filtered by
 * area and state; approve, reject or (administrators) reopen one, or approve the selected at once.
 * Clean months need three clicks: the top bar's 'Aprobaciones', 'Seleccionar sin diferencias',
 * 'Aprobar seleccionados (N)'.
 */
export function PaginaAprobaciones() {
  const id = useAuthStore((s) => s.id);
  const aprobador = { id, administrador: esAdmin(useAuthStore((s) => s.perfil)) };
  const [mes, setMes] = useState(() => mesAnterior(dayjs()));
  const [filtros, setFiltros] = useState<Filtros>({});
  const [seleccion, setSeleccion] = useState<number[]>([]);
  const [resultados, setResultados] = useState<ResultadoDePersona[] | null>(null);
  const [viendo, setViendo] = useState<CierreFila | null>(null);
  const [conMotivo, setConMotivo] = useState<ConMotivo | null>(null);
  const mesIso = mes.format('YYYY-MM');
  const cierres = useCierresDelMes(mesIso);
  const decision = useDecision();
  const aprobar = useAprobar(decision);
  const aprobarVarios = useAprobarSeleccionados(mesIso);

  // While another month loads, the last one's rows stay on screen, but none can be selected.
  const todas = cierres.isError ? [] : (cierres.data ?? []);
  const visibles = filtrar(todas, filtros);
  const seleccionables = cierres.isPlaceholderData ? [] : visibles.filter((fila) => decidible(fila, aprobador));
  const seleccionadas = seleccionables.filter((fila) => seleccion.includes(fila.usuarioId));

  const cambiarMes = (nuevo: dayjs.Dayjs) => {
    setMes(nuevo);
    setSeleccion([]);
    setResultados(null);
  };
  const aprobarSeleccionadas = () =>
    aprobarVarios.mutate(seleccionadas, {
      onSuccess: (respuestas) => {
        setResultados(conNombres(respuestas, seleccionadas));
        setSeleccion([]);
      },
    });

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={1} style={{ margin: 0 }}>Aprobaciones</Typography.Title>
      <FiltrosAprobaciones mes={mes} areas={areasDe(todas)} onMes={cambiarMes} onFiltros={setFiltros} />
      <Flex wrap gap="small">
        <Button onClick={() => setSeleccion(seleccionables.filter(sinDiferencias).map((fila) => fila.usuarioId))}>
          Seleccionar sin diferencias
        </Button>
        <BotonOcupado type="primary" disabled={seleccionadas.length === 0} ocupado={aprobarVarios.isPending} onClick={aprobarSeleccionadas}>
          {`Aprobar seleccionados (${seleccionadas.length})`}
        </BotonOcupado>
      </Flex>
      {resultados && <ResultadoAprobacion resultados={resultados} onCerrar={() => setResultados(null)} />}
      {cierres.isError && (
        <ErrorDeCarga mensaje={mensajeDeError(cierres.error) ?? 'No se pudieron cargar los meses.'} reintentar={() => void cierres.refetch()} />
      )}
      <TablaAprobaciones
        filas={visibles}
        cargando={cierres.isFetching}
        aprobador={aprobador}
        seleccionadas={seleccionadas.map((fila) => fila.usuarioId)}
        onSeleccion={setSeleccion}
        acciones={(fila) => (
          <AccionesCierre
            fila={fila}
            aprobador={aprobador}
            aprobando={decision.isPending && decision.variables.fila.usuarioId === fila.usuarioId}
            onVer={() => setViendo(fila)}
            onAprobar={() => aprobar(fila)}
            onRechazar={() => setConMotivo({ accion: 'rechazar', fila })}
            onReabrir={() => setConMotivo({ accion: 'reabrir', fila })}
          />
        )}
      />
      <VerMes fila={viendo} onCerrar={() => setViendo(null)} />
      <DialogoMotivo abierto={conMotivo} onCerrar={() => setConMotivo(null)} decidir={decision.mutateAsync} />
    </Flex>
  );
}
