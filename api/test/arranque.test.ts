import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { ArranqueImposibleError } from '../src/lib/arranque';

describe('TRUST_PROXY', () => {
  it('true is refused in production, with a message naming the variable and the fix', () => {
    const arrancar = () => loadConfig({ NODE_ENV: 'production', TRUST_PROXY: 'true' });
    expect(arrancar).toThrow(ArranqueImposibleError);
    expect(arrancar).toThrow(/^TRUST_PROXY=true no se admite con NODE_ENV=production: .*Indique las direcciones de los proxies/);
  });

  it.each([
    [{ TRUST_PROXY: 'true' }, true],
    [{ NODE_ENV: 'production', TRUST_PROXY: '127.0.0.1' }, ['127.0.0.1']],
    [{ NODE_ENV: 'production', TRUST_PROXY: '10.0.0.5, 10.0.0.0/24,loopback' }, ['10.0.0.5', '10.0.0.0/24', 'loopback']],
    [{ NODE_ENV: 'production', TRUST_PROXY: 'false' }, false],
    [{ NODE_ENV: 'production' }, false],
  ])('%j starts with trustProxy %j', (env, trustProxy) => {
    expect(loadConfig(env).trustProxy).toEqual(trustProxy);
  });
});

describe('HISTORIAL_MESES', () => {
  it.each([
    [{}, undefined],
    [{ HISTORIAL_MESES: '' }, undefined],
    [{ HISTORIAL_MESES: '24' }, 24],
    [{ HISTORIAL_MESES: ' 1 ' }, 1],
  ])('%j keeps the history %s months (undefined: for ever)', (env, meses) => {
    expect(loadConfig(env).historialMeses).toBe(meses);
  });

  it.each(['0', '-3', '1.5', 'doce', '10000'])("'%s' stops the start, naming the variable", (valor) => {
    const arrancar = () => loadConfig({ HISTORIAL_MESES: valor });
    expect(arrancar).toThrow(ArranqueImposibleError);
    expect(arrancar).toThrow(/^HISTORIAL_MESES debe ser un número entero de meses entre 1 y 9999/);
  });
});

describe('DESPEDIDA_MS', () => {
  it.each([
    [{}, 5000],
    [{ DESPEDIDA_MS: '' }, 5000],
    [{ DESPEDIDA_MS: '0' }, 0],
    [{ DESPEDIDA_MS: ' 30000 ' }, 30000],
  ])('%j waits %s ms for the clients to close their connections after SIGTERM', (env, ms) => {
    expect(loadConfig(env).despedidaMs).toBe(ms);
  });

  it.each(['-1', '1.5', 'cinco', '1000000'])("'%s' stops the start, naming the variable", (valor) => {
    const arrancar = () => loadConfig({ DESPEDIDA_MS: valor });
    expect(arrancar).toThrow(ArranqueImposibleError);
    expect(arrancar).toThrow(`DESPEDIDA_MS debe ser un número entero de milisegundos (0 o más); se recibió '${valor}'.`);
  });
});

describe('RETRASO_DE_PRUEBA_MS', () => {
  it.each([
    [{}, 0],
    [{ RETRASO_DE_PRUEBA_MS: '700' }, 700],
    [{ NODE_ENV: 'production', RETRASO_DE_PRUEBA_MS: '0' }, 0],
  ])('%j delays each answer by up to %s ms', (env, ms) => {
    expect(loadConfig(env).retrasoDePruebaMs).toBe(ms);
  });

  it('is refused in production, where it would slow every user down', () => {
    const arrancar = () => loadConfig({ NODE_ENV: 'production', RETRASO_DE_PRUEBA_MS: '700' });
    expect(arrancar).toThrow(ArranqueImposibleError);
    expect(arrancar).toThrow('RETRASO_DE_PRUEBA_MS demora cada respuesta y es solo para las pruebas: no se admite con NODE_ENV=production.');
  });

  it.each(['-1', 'mucho'])("'%s' stops the start, naming the variable", (valor) => {
    expect(() => loadConfig({ RETRASO_DE_PRUEBA_MS: valor })).toThrow(`RETRASO_DE_PRUEBA_MS debe ser un número entero de milisegundos (0 o más); se recibió '${valor}'.`);
  });
});
