import type { Reciente } from '../contracts';
import { http } from './http';

/** The caller's latest client · service · task combinations (GET /horas/recientes), newest first. */
export const getRecientes = () => http.get<Reciente[]>('/horas/recientes').then((r) => r.data);
