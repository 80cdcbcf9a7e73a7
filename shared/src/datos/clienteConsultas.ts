import { QueryClient, type Query } from '@tanstack/react-query';
import { estadoDeError, http } from '../api';
import { useAuthStore } from '../auth/useAuthStore';
import { claves } from './claves';

/** While a load has failed, the screen tries again by itself this often (besides on focus and reconnect). */
export const REINTENTO_CADA_MS = 15_000;

/** A refused request (4xx) gets the same answer again; a network error or a 5xx may not. */
const vuelveAIntentar = (fallos: number, error: unknown) => {
  const estado = estadoDeError(error);
  return fallos < 2 && (estado === undefined || estado >= 500);
};

const reintentoEnError = (query: Query) => (query.state.status === 'error' ? REINTENTO_CADA_MS : false);

/**
 * The one cache of server state for the shell and every remote: `@horas/shared` is a Module
 * Federation singleton, so this module (and this client) exists once per page, like the session
 * store. Stale data is refetched when the tab regains focus or the network comes back; a failed
 * load is retried on its own, so a screen left open while the API was down recovers.
 */
export const clienteConsultas = new QueryClient({
  defaultOptions: {
    queries: {
      retry: vuelveAIntentar,
      refetchOnWindowFocus: true,
      refetchOnReconnect: true,
      refetchInterval: reintentoEnError,
    },
    mutations: { retry: false },
  },
});

// Whatever the last person's screens fetched goes with them: logout and any 401 drop the token.
useAuthStore.subscribe((ahora, antes) => {
  if (antes.token && !ahora.token) clienteConsultas.clear();
});

// Every write the server accepts may add to the history of changes (an hour, a client, a user, a
// sign-in…), from whichever remote: what is shown of it is fetched again, the rest when next shown.
const LECTURAS = ['get', 'head', 'options'];
http.interceptors.response.use((respuesta) => {
  if (!LECTURAS.includes(respuesta.config.method ?? 'get')) void clienteConsultas.invalidateQueries({ queryKey: claves.historial });
  return respuesta;
});
