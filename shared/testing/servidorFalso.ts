import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../src/api';

export type Respuesta = [status: number, data?: unknown];
/**
 * `'GET /path'` -> [status, body], or a function of the request for an answer that changes (or a
 * promise of it, for an answer that arrives when the test says); a segment `:name` matches any
 * value (`'PUT /horas/actualizarhoras/:id'`); anything else answers 404.
 */
export type Rutas = Record<string, Respuesta | ((pedido: InternalAxiosRequestConfig) => Respuesta | Promise<Respuesta>)>;

const comoPatron = (ruta: string) => new RegExp(`^${ruta.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}$`);
const buscar = (rutas: Rutas, pedido: string) =>
  rutas[pedido] ?? Object.entries(rutas).find(([ruta]) => ruta.includes('/:') && comoPatron(ruta).test(pedido))?.[1];
const claveDe = (pedido: InternalAxiosRequestConfig) => `${pedido.method?.toUpperCase()} ${pedido.url}`;

const adaptadorReal = http.defaults.adapter;

/**
 * Answers the one axios instance in memory, so the real client code runs (interceptors, the
 * shared data layer's queries). Returns the requests seen. The kit's jsdom set-up undoes it after each test.
 */
export function servidorFalso(rutas: Rutas): InternalAxiosRequestConfig[] {
  const pedidos: InternalAxiosRequestConfig[] = [];
  http.defaults.adapter = async (config) => {
    pedidos.push(config);
    const ruta = buscar(rutas, claveDe(config)) ?? [404, { mensaje: 'No encontrado' }];
    const [status, data] = typeof ruta === 'function' ? await ruta(config) : ruta;
    const respuesta: AxiosResponse = { status, data, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError(`HTTP ${status}`, String(status), config, null, respuesta);
    return respuesta;
  };
  return pedidos;
}

export const apagarServidorFalso = () => {
  http.defaults.adapter = adaptadorReal;
};

/** A route that answers `respuestas` in turn, and the last one from then on. */
export const enOrden = (...respuestas: [Respuesta, ...Respuesta[]]) => (): Respuesta => (respuestas.length > 1 ? respuestas.shift()! : respuestas[0]);

/** A route whose answer waits until the test gives it, `responder([200, datos])`: that one answer, to every request. */
export function retenida() {
  let responder!: (respuesta: Respuesta) => void;
  const respuesta = new Promise<Respuesta>((r) => (responder = r));
  return { ruta: () => respuesta, responder };
}

/** The requests among `pedidos` that `ruta` names (`'PUT /usuarios/usuarios/:id'`), in order. */
export const pedidosA = (pedidos: InternalAxiosRequestConfig[], ruta: string) => pedidos.filter((pedido) => comoPatron(ruta).test(claveDe(pedido)));

/** The JSON bodies sent to `ruta`, in order: what the page asked the API to write. */
export const cuerposA = (pedidos: InternalAxiosRequestConfig[], ruta: string): unknown[] =>
  pedidosA(pedidos, ruta).map((pedido) => JSON.parse(pedido.data as string));
