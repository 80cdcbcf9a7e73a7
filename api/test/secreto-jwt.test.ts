import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretosRepository } from '../src/repositories/secretos';
import { resolverSecretoJwt } from '../src/services/secreto-jwt';
import { crearEntorno, type Entorno } from './helper';

let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

describe('the JWT signing key', () => {
  it('without JWT_SECRET: one random key kept in the database, the same for every instance that asks', async () => {
    const primera = await resolverSecretoJwt('', secretosRepository(e.database.db));
    const segunda = await resolverSecretoJwt('', secretosRepository(e.database.db));
    expect(Buffer.byteLength(primera)).toBeGreaterThanOrEqual(32);
    expect(segunda).toBe(primera);
  });

  it('JWT_SECRET of 32 bytes or more is used as given', async () => {
    const delEntorno = 'secreto-del-entorno-de-32-bytes-o-mas';
    await expect(resolverSecretoJwt(delEntorno, secretosRepository(e.database.db))).resolves.toBe(delEntorno);
  });

  it('a shorter JWT_SECRET stops the start with a message that says how to fix it', async () => {
    await expect(resolverSecretoJwt('corto', secretosRepository(e.database.db))).rejects.toThrow(/^JWT_SECRET tiene 5 bytes y debe tener al menos 32: genere uno con/);
  });
});
