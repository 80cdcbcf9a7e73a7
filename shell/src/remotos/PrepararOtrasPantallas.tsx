import { useEffect } from 'react';
import type { IdPantalla } from '@horas/shared/apps';
import { esAdmin, esAprobador, useAuthStore } from '@horas/shared';
import { prepararPantallas } from './catalogo';
import { cuandoEsteEnCalma } from './cuandoEsteEnCalma';

/** The screens the top bar leads to (App.tsx); 'Aprobaciones' and 'Administración' only for those who see them. */
const PANTALLAS_DEL_MENU: IdPantalla[] = ['mf_horas/Screen', 'mf_reportes/Screen', 'mf_mishoras/Screen', 'mf_ausencias/Screen'];
const APROBACIONES: IdPantalla = 'mf_aprobaciones/Screen';
const ADMINISTRACION: IdPantalla = 'mf_clientes_admin/Administracion';

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
      prepararPantallas([
        ...PANTALLAS_DEL_MENU,
        ...(esAprobador(perfil, usuario) ? [APROBACIONES] : []),
        ...(esAdmin(perfil) ? [ADMINISTRACION] : []),
      ]);
    });
  }, []);
  return null;
}
