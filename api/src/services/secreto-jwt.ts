import crypto from 'node:crypto';
import { ArranqueImposibleError } from '../lib/arranque';
import type { SecretosRepository } from '../repositories/secretos';

/** HS256 is as strong as its key: RFC 7518 asks for at least the hash size, 32 bytes. */
export const BYTES_MINIMOS_SECRETO = 32;

export function exigirSecretoSuficiente(secreto: string): string {
  const bytes = Buffer.byteLength(secreto, 'utf8');
  if (bytes < BYTES_MINIMOS_SECRETO) {
    throw new ArranqueImposibleError(
      `JWT_SECRET tiene ${bytes} bytes y debe tener al menos ${BYTES_MINIMOS_SECRETO}: ` +
        'genere uno con `openssl rand -base64 48`, o quite la variable para que el servidor use el secreto que guarda en la base de datos.',
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
