import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** JWT_SECRET, else a random secret generated once and kept in DATA_DIR (mode 0600). */
export function resolverSecretoJwt(secretoEnv: string, dataDir: string): string {
  if (secretoEnv) return secretoEnv;
  const archivo = path.join(dataDir, 'jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return fs.readFileSync(archivo, 'utf8').trim();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  const secreto = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(archivo, secreto, { mode: 0o600, flag: 'wx' });
  return secreto;
}
