import { describe, expect, it } from 'vitest';
import { contrasenaNuevaSchema, crearUsuarioBodySchema } from '../contracts';
import { reglaDe } from './reglaDe';

const mensaje = (regla: ReturnType<typeof reglaDe>, valor: unknown) =>
  regla.validator(null, valor).then(() => null, (error: Error) => error.message);

describe('reglaDe', () => {
  it("says a missing or empty text is required, in the API's words", async () => {
    const email = reglaDe(crearUsuarioBodySchema.shape.email);
    expect(await mensaje(email, undefined)).toBe('El e-mail es obligatorio.');
    expect(await mensaje(email, '')).toBe('El e-mail es obligatorio.');
    expect(await mensaje(reglaDe(contrasenaNuevaSchema), '')).toBe('La contraseña es obligatoria.');
  });

  it('gives the format or length message once something is written, and passes a valid value', async () => {
    expect(await mensaje(reglaDe(crearUsuarioBodySchema.shape.email), 'no-es-un-email')).toBe('El e-mail no es válido.');
    expect(await mensaje(reglaDe(contrasenaNuevaSchema), 'corta')).toBe('La contraseña debe tener al menos 8 caracteres.');
    expect(await mensaje(reglaDe(crearUsuarioBodySchema.shape.nombre), 'Julia')).toBeNull();
  });
});
