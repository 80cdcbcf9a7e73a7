import { AxiosError, AxiosHeaders } from 'axios';

/**
 * A failed call as the API client rejects it: with `estado`, the server's answer (its body, e.g.
 * `{ mensaje }`); without, a request that got no answer (the API down).
 */
export function errorHttp(estado?: number, data?: unknown): AxiosError {
  const error = new AxiosError('Request failed', estado ? 'ERR_BAD_RESPONSE' : 'ERR_NETWORK');
  if (estado) error.response = { status: estado, statusText: '', data, headers: {}, config: { headers: new AxiosHeaders() } };
  return error;
}

/** The server refusing with its own Spanish `mensaje` (409 unless told). */
export const errorConMensaje = (mensaje: string, estado = 409) => errorHttp(estado, { mensaje });
