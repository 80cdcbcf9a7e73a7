import type { FastifyInstance } from 'fastify';
import { mediana } from './mediana';

/** Demo users exist in the bench's data set; the other address does not. */
const EXISTENTE = 'luis.perez@horas.local';
const DESCONOCIDO = 'nadie@horas.local';
const MUESTRAS = 21;

export interface TiemposLogin { desconocidoMs: number; incorrectaMs: number; muestras: number }

async function duracion(app: FastifyInstance, email: string): Promise<number> {
  const inicio = performance.now();
  const res = await app.inject({ method: 'POST', url: '/usuarios/login', payload: { email, contrasena: 'incorrecta' } });
  const ms = performance.now() - inicio;
  if (res.statusCode !== 401) throw new Error(`login de ${email}: se esperaba 401, fue ${res.statusCode}`);
  return ms;
}

/**
 * A failed login takes about as long for an unknown e-mail as for a wrong password (a dummy hash
 * is verified), so timing does not tell which addresses have an account. Sequential pairs in
 * alternating order, on the idle server; the median of each. Needs a login rate limit above 2 × MUESTRAS.
 */
export async function medirLogin(app: FastifyInstance): Promise<TiemposLogin> {
  const desconocido: number[] = [];
  const incorrecta: number[] = [];
  for (let i = 0; i < MUESTRAS; i++) {
    const orden = i % 2 === 0 ? [DESCONOCIDO, EXISTENTE] : [EXISTENTE, DESCONOCIDO];
    for (const email of orden) (email === DESCONOCIDO ? desconocido : incorrecta).push(await duracion(app, email));
  }
  const redondear = (ms: number) => Math.round(ms * 10) / 10;
  return { desconocidoMs: redondear(mediana(desconocido)), incorrectaMs: redondear(mediana(incorrecta)), muestras: MUESTRAS };
}
