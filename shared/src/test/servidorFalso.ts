import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../api';

/** `'GET /path'` -> [status, body]; anything else answers 404. */
export type Rutas = Record<string, [status: number, data?: unknown]>;

/** Answers the one axios instance in memory, so the real interceptors run. Returns the requests seen. */
export function servidorFalso(rutas: Rutas): InternalAxiosRequestConfig[] {
  const pedidos: InternalAxiosRequestConfig[] = [];
  http.defaults.adapter = async (config) => {
    pedidos.push(config);
    const [status, data] = rutas[`${config.method?.toUpperCase()} ${config.url}`] ?? [404, { mensaje: 'No encontrado' }];
    const respuesta: AxiosResponse = { status, data, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError(`HTTP ${status}`, String(status), config, null, respuesta);
    return respuesta;
  };
  return pedidos;
}
