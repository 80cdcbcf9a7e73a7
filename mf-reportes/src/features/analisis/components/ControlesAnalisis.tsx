import { Flex, Select, Switch } from 'antd';
import DatePicker from 'antd/es/date-picker';
import dayjs, { type Dayjs } from 'dayjs';
import { memo, useState } from 'react';
import {
  aIso, busquedaSinAcentos, DIMENSIONES_ANALISIS, ETIQUETA_DIMENSION, ETIQUETA_PERIODO, FORMATO_FECHA, LIMPIAR_SELECCION, PERIODOS_ANALISIS, reintentarAlAbrir, type DimensionAnalisis,
  type PeriodoAnalisis,
} from '@horas/shared';
import type { CambioDeAnalisis } from '../hooks/useEstadoAnalisis';
import type { DimensionFiltrable, OpcionesAnalisis } from '../hooks/useOpcionesAnalisis';
import type { EstadoAnalisis } from '../utils/estadoAnalisis';
import { ETIQUETA_PRESET, PRESETS, presetDe, rangoDe, type Preset } from '../utils/rangos';
import { Campo } from './Campo';

interface Props {
  estado: EstadoAnalisis;
  hoy: Dayjs;
  opciones: OpcionesAnalisis;
  onCambiar: (cambio: CambioDeAnalisis) => void;
}

const RANGOS = [...PRESETS, 'personalizado' as const].map((valor) => ({ value: valor, label: ETIQUETA_PRESET[valor] }));
const DIMENSIONES = DIMENSIONES_ANALISIS.map((valor) => ({ value: valor, label: ETIQUETA_DIMENSION[valor] }));
const NINGUNO = 'ninguno';
const PERIODOS = [{ value: NINGUNO, label: 'Ninguno' }, ...PERIODOS_ANALISIS.map((valor) => ({ value: valor, label: ETIQUETA_PERIODO[valor] }))];
const FILTROS: { dimension: DimensionFiltrable; etiqueta: string }[] = [
  { dimension: 'usuario', etiqueta: 'Usuarios' },
  { dimension: 'cliente', etiqueta: 'Clientes' },
  { dimension: 'area', etiqueta: 'Áreas del servicio' },
  { dimension: 'servicio', etiqueta: 'Servicios' },
  { dimension: 'tarea', etiqueta: 'Tareas' },
];
const ANCHO = { width: 180 };
const ANCHO_FILTRO = { minWidth: 180, maxWidth: 320 };

/**
 * Range, groupings, period, filters and comparison: each change is a new analysis (and a new URL).
 * Memoized: its pickers are the screen's costliest part to draw after the chart.
 */
export const ControlesAnalisis = memo(function ControlesAnalisis({ estado, hoy, opciones, onCambiar }: Props) {
  const cambiar = (cambios: Partial<EstadoAnalisis> | ((actual: EstadoAnalisis) => Partial<EstadoAnalisis>)) =>
    onCambiar((actual) => ({ ...actual, ...(typeof cambios === 'function' ? cambios(actual) : cambios) }));
  // 'Personalizado' names no span of its own: choosing it keeps it shown and opens 'Desde' for the first day.
  const [personalizado, setPersonalizado] = useState(false);
  const [desdeAbierto, setDesdeAbierto] = useState(false);
  const elegirRango = (valor: Preset | 'personalizado') => {
    setPersonalizado(valor === 'personalizado');
    if (valor === 'personalizado') setDesdeAbierto(true);
    else cambiar(rangoDe(valor, hoy));
  };
  const agrupar = (grupo: DimensionAnalisis) => cambiar((actual) => ({ grupo, subgrupo: actual.subgrupo === grupo ? null : actual.subgrupo }));
  const fecha = (campo: 'fechaDesde' | 'fechaHasta') => (valor: Dayjs | null) => {
    if (!valor) return;
    cambiar((actual) => {
      const otra = dayjs(actual[campo === 'fechaDesde' ? 'fechaHasta' : 'fechaDesde']);
      // A day past the other end moves both: the range never turns inside out.
      return campo === 'fechaDesde' ? { fechaDesde: aIso(valor), fechaHasta: aIso(valor.isAfter(otra) ? valor : otra) } : { fechaDesde: aIso(valor.isBefore(otra) ? valor : otra), fechaHasta: aIso(valor) };
    });
  };

  return (
    <Flex vertical gap="small">
      <Flex wrap gap="small" align="end">
        <Campo etiqueta="Rango" htmlFor="analisis-rango">
          <Select
            id="analisis-rango"
            value={personalizado ? 'personalizado' : presetDe(estado, hoy)}
            options={RANGOS}
            onChange={elegirRango}
            style={ANCHO}
          />
        </Campo>
        <Campo etiqueta="Desde" htmlFor="analisis-desde">
          <DatePicker
            id="analisis-desde"
            value={dayjs(estado.fechaDesde)}
            format={FORMATO_FECHA}
            allowClear={false}
            open={desdeAbierto}
            onOpenChange={setDesdeAbierto}
            onChange={fecha('fechaDesde')}
            style={{ width: 140 }}
          />
        </Campo>
        <Campo etiqueta="Hasta" htmlFor="analisis-hasta">
          <DatePicker id="analisis-hasta" value={dayjs(estado.fechaHasta)} format={FORMATO_FECHA} allowClear={false} onChange={fecha('fechaHasta')} style={{ width: 140 }} />
        </Campo>
        <Campo etiqueta="Agrupar por" htmlFor="analisis-grupo">
          <Select id="analisis-grupo" value={estado.grupo} options={DIMENSIONES} onChange={agrupar} style={ANCHO} />
        </Campo>
        <Campo etiqueta="Luego por" htmlFor="analisis-subgrupo">
          <Select
            id="analisis-subgrupo"
            value={estado.subgrupo ?? NINGUNO}
            options={[{ value: NINGUNO, label: 'Ninguno' }, ...DIMENSIONES.filter((d) => d.value !== estado.grupo)]}
            onChange={(valor: DimensionAnalisis | typeof NINGUNO) => cambiar({ subgrupo: valor === NINGUNO ? null : valor })}
            style={ANCHO}
          />
        </Campo>
        <Campo etiqueta="Período" htmlFor="analisis-periodo">
          <Select
            id="analisis-periodo"
            value={estado.periodo ?? NINGUNO}
            options={PERIODOS}
            onChange={(valor: PeriodoAnalisis | typeof NINGUNO) => cambiar({ periodo: valor === NINGUNO ? null : valor })}
            style={ANCHO}
          />
        </Campo>
      </Flex>
      <Flex wrap gap="small" align="end">
        {FILTROS.map(({ dimension, etiqueta }) => {
          const lista = opciones[dimension];
          if (!lista) return null;
          return (
            <Campo key={dimension} etiqueta={etiqueta} htmlFor={`analisis-filtro-${dimension}`}>
              <Select
                id={`analisis-filtro-${dimension}`}
                mode="multiple"
                allowClear={LIMPIAR_SELECCION}
                showSearch={busquedaSinAcentos}
                maxTagCount="responsive"
                placeholder="Todos"
                loading={lista.cargando}
                onOpenChange={reintentarAlAbrir(lista)}
                value={estado.filtros[dimension] ?? []}
                options={lista.lista}
                onChange={(valores: string[]) => cambiar((actual) => ({ filtros: { ...actual.filtros, [dimension]: valores.length ? valores : undefined } }))}
                style={ANCHO_FILTRO}
              />
            </Campo>
          );
        })}
        <Campo etiqueta="Comparar con el período anterior" htmlFor="analisis-comparar">
          <Switch id="analisis-comparar" checked={estado.comparar} onChange={(comparar) => cambiar({ comparar })} />
        </Campo>
      </Flex>
    </Flex>
  );
});
