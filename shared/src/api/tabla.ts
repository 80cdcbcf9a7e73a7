import type { FilaTabla, FilasTabla, FilasTablaBody } from '../contracts';
import { http } from './http';

/** The rows the caller added to a week's 'Tabla' (GET /horas/tabla/{lunes}), in order. */
export const getFilasTabla = (lunesIso: string) => http.get<FilasTabla>(`/horas/tabla/${lunesIso}`).then((r) => r.data.filas);

/** Replaces the week's rows with `filas` (PUT /horas/tabla/{lunes}); answers them as stored. */
export const guardarFilasTabla = (lunesIso: string, filas: FilasTablaBody['filas']): Promise<FilaTabla[]> =>
  http.put<FilasTabla>(`/horas/tabla/${lunesIso}`, { filas }).then((r) => r.data.filas);
