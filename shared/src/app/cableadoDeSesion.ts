import { useAuthStore, alIniciarSesionCargar } from '../auth/useAuthStore';
import { useAppStore } from './useAppStore';

/**
 * The session's wiring, in one module that the stores do not import (so neither imports the other):
 * a sign-in or a restored session loads the session's data (spec §4; a failed call is only logged
 * and keeps the previous value), and a logout or a 401 empties the app store (spec §4).
 */
// Loaded on first use: the login page does not download the query library.
alIniciarSesionCargar(async () => (await import('../datos/datosDeSesion')).cargarDatosDeSesion());

useAuthStore.subscribe((ahora, antes) => {
  if (antes.token && !ahora.token) useAppStore.getState().reiniciar();
});
