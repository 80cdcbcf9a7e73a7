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
