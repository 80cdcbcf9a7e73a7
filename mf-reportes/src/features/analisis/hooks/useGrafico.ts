import { useEffect, useState } from 'react';

type ModuloGrafico = typeof import('../components/GraficoAnalisis');

// The chart library comes with the chart, asked as this module is evaluated, i.e. as the screen opens
// (the shell never prepares this screen ahead, so /home never loads it): it downloads and evaluates
// while the screen's first render runs, and the controls and the table never wait for it.
let cargado: ModuloGrafico | undefined;
const carga = import('../components/GraficoAnalisis').then((modulo) => (cargado = modulo));

/**
 * What draws the chart, or `undefined` while its module is on its way. Not `lazy`: a module already
 * here is drawn in the same render as the table, where Suspense would show its fallback first and
 * reveal the chart only after its throttle (300 ms in React 19).
 */
export function useGrafico() {
  const [modulo, setModulo] = useState(cargado);
  useEffect(() => {
    if (!modulo) void carga.then(setModulo);
  }, [modulo]);
  return modulo?.dibujarGrafico;
}
