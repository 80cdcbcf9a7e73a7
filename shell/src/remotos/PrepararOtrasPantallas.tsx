import { useEffect } from 'react';
import type { IdPantalla } from '@horas/shared/apps';
import { esAprobador, useAuthStore } from '@horas/shared';
import { prepararPantallas } from './catalogo';
import { cuandoEsteEnCalma } from './cuandoEsteEnCalma';

/** The screens the top bar leads to (App.tsx); 'Aprobaciones' only for those who see it. */
const PANTALLAS_DEL_MENU: IdPantalla[] = ['mf_horas/Screen', 'mf_reportes/Screen', 'mf_mishoras/Screen', 'mf_ausencias/Screen'];
const APROBACIONES: IdPantalla = 'mf_aprobaciones/Screen';

let pedidas = false;

/**
 * Rendered beside a remote's screen inside its Suspense boundary, so its effect runs once that screen
 * is on the page: when the page has settled, the other screens of the menu load, once per page.
 */
export function PrepararOtrasPantallas() {
  useEffect(() => {
    if (pedidas) return;
    pedidas = true;
    cuandoEsteEnCalma(() => {
      // Who it is, asked once the page is calm: right after a login the profile (/me) may still be on its way.
      const { perfil, usuario } = useAuthStore.getState();
      prepararPantallas(esAprobador(perfil, usuario) ? [...PANTALLAS_DEL_MENU, APROBACIONES] : PANTALLAS_DEL_MENU);
    });
  }, []);
  return null;
}
