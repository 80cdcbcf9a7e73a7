import crypto from 'node:crypto';
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

  it.each([
    ['32 spaces', ' '.repeat(32), /^JWT_SECRET está formado solo por espacios: genere uno con/],
    ['tabs, line breaks and Unicode spaces', '\t\n\r\u00a0\u2000\u2001\u2002\u2003\u2004\u2005\u3000\ufeff'.repeat(3), /^JWT_SECRET está formado solo por espacios/],
    ['one letter repeated', 'a'.repeat(48), /^JWT_SECRET tiene 1 caracteres distintos y debe tener al menos 8: genere uno con/],
    ['seven characters repeated', 'abcdefg'.repeat(6), /^JWT_SECRET tiene 7 caracteres distintos y debe tener al menos 8/],
    ['seven accented letters repeated', 'áéíóúñü'.repeat(5), /^JWT_SECRET tiene 7 caracteres distintos/],
  ])('%s: refused at start', async (_caso, secreto, mensaje) => {
    await expect(resolverSecretoJwt(secreto, secretosRepository(e.database.db))).rejects.toThrow(mensaje);
  });

  it('random secrets pass: 1,000 hex ones of 32 characters, base64 ones, and eight characters repeated', async () => {
    const secretos = [
      ...Array.from({ length: 1000 }, () => crypto.randomBytes(16).toString('hex')),
      crypto.randomBytes(32).toString('hex'), crypto.randomBytes(48).toString('base64'), 'abcdefgh'.repeat(4),
    ];
    for (const secreto of secretos) await expect(resolverSecretoJwt(secreto, secretosRepository(e.database.db))).resolves.toBe(secreto);
  });
});
