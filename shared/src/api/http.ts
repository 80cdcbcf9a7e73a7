import axios, { AxiosError } from 'axios';

/** The one axios instance every remote uses (shared as a federation singleton via @horas/shared). */
export const http = axios.create({
  baseURL: 'http://localhost:4000',
  headers: { 'Content-Type': 'application/json' },
});

interface AuthHandlers {
  getToken: () => string | null;
  onUnauthorized: () => void;
}

let handlers: AuthHandlers = { getToken: () => null, onUnauthorized: () => undefined };

/** The backend base address comes from runtime config (the shell's remotes.json), not the build. */
export function configureApi(options: { baseURL: string }): void {
  http.defaults.baseURL = options.baseURL;
}

/** The auth store plugs itself in here, so the client never imports the store (no cycle). */
export function setAuthHandlers(next: AuthHandlers): void {
  handlers = next;
}

const SIN_TOKEN = ['/usuarios/login'];

http.interceptors.request.use((config) => {
  const token = handlers.getToken();
  if (token && !SIN_TOKEN.includes(config.url ?? '')) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

http.interceptors.response.use(undefined, (error: AxiosError) => {
  // A 401 on login means wrong credentials, not an expired session.
  if (error.response?.status === 401 && !SIN_TOKEN.includes(error.config?.url ?? '')) handlers.onUnauthorized();
  return Promise.reject(error);
});

/** The server's Spanish `mensaje`, if the failure carries one. */
export function mensajeDeError(error: unknown): string | undefined {
  if (axios.isAxiosError(error)) {
    const data = error.response?.data as { mensaje?: unknown } | undefined;
    if (typeof data?.mensaje === 'string') return data.mensaje;
  }
  return undefined;
}

export function estadoDeError(error: unknown): number | undefined {
  return axios.isAxiosError(error) ? error.response?.status : undefined;
}
