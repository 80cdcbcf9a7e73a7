import { useEffect } from 'react';
import type { IdPantalla } from '@horas/shared/apps';
import { prepararPantallas } from './catalogo';
import { cuandoEsteEnCalma } from './cuandoEsteEnCalma';

/** The screens the top bar leads to (App.tsx). */
const PANTALLAS_DEL_MENU: IdPantalla[] = ['mf_horas/Screen', 'mf_reportes/Screen', 'mf_mishoras/Screen'];

let pedidas = false;

/**
 * Rendered beside a remote's screen inside its Suspense boundary, so its effect runs once that screen
 * is on the page: when the page has settled, the other screens of the menu load, once per page.
 */
export function PrepararOtrasPantallas() {
  useEffect(() => {
    if (pedidas) return;
    pedidas = true;
    cuandoEsteEnCalma(() => prepararPantallas(PANTALLAS_DEL_MENU));
  }, []);
  return null;
}
