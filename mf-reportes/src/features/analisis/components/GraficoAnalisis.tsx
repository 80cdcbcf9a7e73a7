import { Bar, BarChart, CartesianGrid, Cell, Legend, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { memo } from 'react';
import { formatHoras, formatPorcentaje } from '@horas/shared';
import { COLOR_OBJETIVO } from '../utils/colores';
import type { Filtros } from '../utils/estadoAnalisis';
import { minuscula, type DatosGrafico } from '../utils/grafico';

export interface PropsGrafico {
  datos: DatosGrafico;
  /** A bar clicked: narrow the filters to its group. */
  onElegir: (filtros: Filtros) => void;
}

const COLOR_HORAS = '#0072B2';
// The previous range: outlined bars and a dashed line, apart from any group's colour.
const ANTERIOR = { fill: '#FFFFFF', stroke: '#333333' };
/** The bars beside each group, in the order drawn. */
const BARRAS = ['valor', 'horas', 'objetivo', 'anterior'];
const ALTO_PERIODOS = 320;
const ALTO_POR_BARRA = 32;
const ALTO_MAXIMO = 640;
const ANCHO_NOMBRES = 120;
const ANCHO_EJE = 80;

const acortar = (texto: string) => (texto.length > 16 ? `${texto.slice(0, 15)}…` : texto);
const horas = (valor: unknown) => formatHoras(Number(valor));
// Legend texts in the text's colour, not their bar's (recharts' default): a yellow or an outlined bar's name stays readable.
const textoDeLeyenda = (valor: string) => <span style={{ color: '#333333' }}>{valor}</span>;
// The axis of hours in few characters ('160 mil hs', '1,2 M hs'): a year of a company's hours has six
// digits, which the axis' width cut to their last five.
const compacto = new Intl.NumberFormat('es', { notation: 'compact', maximumFractionDigits: 1 });
const horasDelEje = (valor: number) => `${compacto.format(valor)} hs`;

/**
 * The chart of an analysis (recharts, SVG: no eval, so it runs under the deployed CSP). An image for
 * screen readers, named by what it shows: the table below carries every number. This module, and
 * recharts with it, is loaded only with the screen. Bars are drawn at once, not animated: on a slow
 * CPU the animation's frames competed with the table's.
 */
function GraficoAnalisis({ datos, onElegir }: PropsGrafico) {
  const elegir = (indice: number) => {
    const filtros = datos.series[indice]?.filtros;
    if (filtros) onElegir(filtros);
  };
  // The legend and the tooltip list the parts in the order they are stacked (recharts sorts them by name).
  const orden = (item: { dataKey?: unknown }) => datos.series.findIndex((serie) => serie.clave === item.dataKey);
  const ordenDeBarras = (item: { dataKey?: unknown }) => BARRAS.indexOf(String(item.dataKey));
  const barrasPorPunto = (datos.tipo === 'objetivos' ? 1.5 : 1) + (datos.anterior ? 0.5 : 0);
  const alto = datos.tipo === 'periodos' ? ALTO_PERIODOS : datos.puntos.length * ALTO_POR_BARRA * barrasPorPunto + 60;
  return (
    // Many people by user: the chart scrolls in its own box, reachable by keyboard.
    <div role="img" aria-label={datos.etiqueta} tabIndex={alto > ALTO_MAXIMO ? 0 : undefined} style={{ width: '100%', height: alto, maxHeight: ALTO_MAXIMO, overflowY: 'auto' }}>
      <ResponsiveContainer width="100%" height={alto}>
        {datos.tipo === 'periodos' ? (
          <BarChart data={datos.puntos} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="nombre" />
            <YAxis width={ANCHO_EJE} tickFormatter={horasDelEje} />
            <Tooltip formatter={horas} itemSorter={orden} />
            <Legend itemSorter={orden} formatter={textoDeLeyenda} />
            {datos.series.map((serie, i) => (
              <Bar key={serie.clave} isAnimationActive={false} dataKey={serie.clave} name={serie.nombre} stackId="horas" fill={serie.color} cursor={serie.filtros ? 'pointer' : undefined} onClick={() => elegir(i)} />
            ))}
            {datos.anterior?.promedio !== undefined && (
              <ReferenceLine
                y={datos.anterior.promedio} stroke={ANTERIOR.stroke} strokeDasharray="6 4" ifOverflow="extendDomain"
                label={{ value: `Anterior: promedio ${horas(datos.anterior.promedio)} hs por período`, position: 'insideBottomRight', fontSize: 12 }}
              />
            )}
          </BarChart>
        ) : (
          <BarChart data={datos.puntos} layout="vertical" accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" {...(datos.tipo === 'partes' ? { unit: '%' } : { tickFormatter: horasDelEje })} />
            <YAxis type="category" dataKey="nombre" width={ANCHO_NOMBRES} tickFormatter={acortar} interval={0} />
            {datos.tipo === 'partes' ? (
              <>
                <Tooltip formatter={(valor) => `${formatPorcentaje(Number(valor))} %`} itemSorter={ordenDeBarras} />
                {datos.anterior && <Legend itemSorter={ordenDeBarras} formatter={textoDeLeyenda} />}
                <Bar dataKey="valor" isAnimationActive={false} name="%" cursor="pointer" onClick={(_, i) => elegir(i)}>
                  {datos.series.map((serie) => <Cell key={serie.clave} fill={serie.color} />)}
                </Bar>
                {datos.anterior && <Bar dataKey="anterior" isAnimationActive={false} name={`% ${minuscula(datos.anterior.nombre)}`} {...ANTERIOR} />}
              </>
            ) : (
              <>
                <Tooltip formatter={horas} itemSorter={ordenDeBarras} />
                <Legend itemSorter={ordenDeBarras} formatter={textoDeLeyenda} />
                <Bar dataKey="horas" isAnimationActive={false} name="Horas" fill={COLOR_HORAS} cursor="pointer" onClick={(_, i) => elegir(i)} />
                <Bar dataKey="objetivo" isAnimationActive={false} name={datos.objetivo} fill={COLOR_OBJETIVO} />
                {datos.anterior && <Bar dataKey="anterior" isAnimationActive={false} name={datos.anterior.nombre} {...ANTERIOR} />}
              </>
            )}
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}

const GraficoMemorizado = memo(GraficoAnalisis);

/** The chart as an element: what the page takes from this lazily loaded module (useGrafico). */
export const dibujarGrafico = (props: PropsGrafico) => <GraficoMemorizado {...props} />;
