import { useCallback, useEffect, useState } from 'react';

type ModuloGrafico = typeof import('../components/GraficoAnalisis');

let cargado: ModuloGrafico | undefined;
const pedir = () => {
  const pedido = import('../components/GraficoAnalisis').then((modulo) => (cargado = modulo));
  pedido.catch(() => undefined); // a failure is the screen's to show (useGrafico), not an unhandled rejection
  return pedido;
};
// The chart library comes with the chart, asked as this module is evaluated, i.e. as the screen opens
// (the shell never prepares this screen ahead, so /home never loads it): it downloads and evaluates
// while the screen's first render runs, and the controls and the table never wait for it.
let carga = pedir();

/**
 * What draws the chart, `undefined` while its module is on its way, and whether it failed to arrive
 * (`reintentar` asks again). Not `lazy`: a module already here is drawn in the same render as the
 * table, where Suspense would show its fallback first and reveal the chart only after its throttle
 * (300 ms in React 19).
 */
export function useGrafico() {
  const [modulo, setModulo] = useState(cargado);
  const [fallo, setFallo] = useState(false);
  useEffect(() => {
    if (!modulo && !fallo) carga.then(setModulo, () => setFallo(true));
  }, [modulo, fallo]);
  const reintentar = useCallback(() => {
    carga = pedir();
    setFallo(false);
  }, []);
  return { dibujarGrafico: modulo?.dibujarGrafico, fallo, reintentar };
}
