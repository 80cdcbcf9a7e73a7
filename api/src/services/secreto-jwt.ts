import crypto from 'node:crypto';
import { ArranqueImposibleError } from '../lib/arranque';
import type { SecretosRepository } from '../repositories/secretos';

/** HS256 is as strong as its key: RFC 7518 asks for at least the hash size, 32 bytes. */
export const BYTES_MINIMOS_SECRETO = 32;

/**
 * Length alone lets through 32 spaces or one letter repeated. A random secret, even hex (16 symbols),
 * has far more distinct characters: 32 random hex characters have fewer than 8 less than once in 10^7.
 */
export const CARACTERES_DISTINTOS_MINIMOS_SECRETO = 8;

const COMO_ARREGLARLO = 'genere uno con `openssl rand -base64 48`, o quite la variable para que el servidor use el secreto que guarda en la base de datos.';

export function exigirSecretoSuficiente(secreto: string): string {
  const bytes = Buffer.byteLength(secreto, 'utf8');
  if (bytes < BYTES_MINIMOS_SECRETO) {
    throw new ArranqueImposibleError(`JWT_SECRET tiene ${bytes} bytes y debe tener al menos ${BYTES_MINIMOS_SECRETO}: ${COMO_ARREGLARLO}`);
  }
  if (secreto.trim() === '') throw new ArranqueImposibleError(`JWT_SECRET está formado solo por espacios: ${COMO_ARREGLARLO}`);
  const distintos = new Set(secreto).size;
  if (distintos < CARACTERES_DISTINTOS_MINIMOS_SECRETO) {
    throw new ArranqueImposibleError(
      `JWT_SECRET tiene ${distintos} caracteres distintos y debe tener al menos ${CARACTERES_DISTINTOS_MINIMOS_SECRETO}: ${COMO_ARREGLARLO}`,
    );
  }
  return secreto;
}

/**
 * JWT_SECRET, else one random secret kept in the database: every API instance on that database
 * signs and verifies with the same key, so a token from one is accepted by the others.
 */
export async function resolverSecretoJwt(secretoEnv: string, secretos: SecretosRepository): Promise<string> {
  if (secretoEnv) return exigirSecretoSuficiente(secretoEnv);
  return secretos.obtenerOCrear('jwt', () => crypto.randomBytes(48).toString('base64url'));
}
