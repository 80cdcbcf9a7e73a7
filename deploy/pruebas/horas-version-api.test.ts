import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hostFalso, type Host } from './falsos';

/**
 * An API host with two releases, A (actual) and B, and two active instances; the proxy's wait is
 * one second (HORAS_PLAZO) so that a check that never passes fails at once.
 */
let host: Host;
let raiz: string;
beforeEach(() => {
  host = hostFalso({ FALSO_ACTIVAS: '4001 4002', HORAS_PLAZO: '1' });
  raiz = path.join(host.carpeta, 'srv/horas/api');
  for (const version of ['A', 'B']) {
    fs.mkdirSync(path.join(raiz, 'releases', version, 'dist'), { recursive: true });
    fs.writeFileSync(path.join(raiz, 'releases', version, 'dist/server.js'), '');
  }
  fs.symlinkSync('releases/A', path.join(raiz, 'actual'));
  fs.mkdirSync(path.join(host.carpeta, 'etc/horas'), { recursive: true });
  fs.writeFileSync(path.join(host.carpeta, 'etc/horas/api.env'), 'NODE_ENV=production\nHOST=127.0.0.1\nHORAS_URL=https://horas.example.com\n');
});
afterEach(() => host.borrar());

const AJUSTES = () => ({ HORAS_API_RAIZ: raiz, HORAS_API_ENV: path.join(host.carpeta, 'etc/horas/api.env') });
const versionApi = (args: string[], env: Record<string, string> = {}) => host.correr('horas-version-api.sh', args, { ...AJUSTES(), ...env });
const enlace = (nombre: string) => (fs.lstatSync(path.join(raiz, nombre), { throwIfNoEntry: false }) ? fs.readlinkSync(path.join(raiz, nombre)) : null);
const reinicios = () => host.registro().filter((l) => l.startsWith('systemctl restart')).map((l) => l.replace('systemctl restart ', ''));
const instancia = (puerto: number) => host.leer(`instancia-${puerto}`).trim();

describe('horas-version-api activar', () => {
  it('switches actual and anterior, then restarts every active instance, one at a time, each waited for through the proxy', () => {
    const r = versionApi(['activar', 'B']);
    expect(r.error).toBe('');
    expect(r.codigo).toBe(0);
    expect([enlace('actual'), enlace('anterior')]).toEqual(['releases/B', 'releases/A']);
    expect(reinicios()).toEqual(['horas-api@4001', 'horas-api@4002']);
    expect([instancia(4001), instancia(4002)]).toEqual(['releases/B', 'releases/B']);
    expect(r.salida).toContain('horas-api@4002: B, responde a través del proxy');
  });

  it('puts everything back when an instance does not come back: links, instances on the old release, exit 1, the cause named', () => {
    const r = versionApi(['activar', 'B'], { FALSO_ROTA: 'releases/B:4002' });
    expect(r.codigo).toBe(1);
    expect(r.error).toContain('horas-api@4002 no responde en 127.0.0.1:4002');
    expect(r.error).toContain('Connection refused');
    expect(r.error).toContain('todo quedó como antes');
    expect([enlace('actual'), enlace('anterior')]).toEqual(['releases/A', null]);
    expect(reinicios()).toEqual(['horas-api@4001', 'horas-api@4002', 'horas-api@4001', 'horas-api@4002']);
    expect([instancia(4001), instancia(4002)]).toEqual(['releases/A', 'releases/A']);
    // Once fixed, the same release is activated again (it is not the actual one).
    expect(versionApi(['activar', 'B']).codigo).toBe(0);
  });

  it('puts everything back when the proxy does not send requests to the restarted instance, saying what it answered', () => {
    const r = versionApi(['activar', 'B'], { FALSO_PROXY_SIN: '4001' });
    expect(r.codigo).toBe(1);
    expect(r.error).toContain('el proxy en 127.0.0.1:443 no envía pedidos a horas-api@4001');
    expect(r.error).toContain('X-Horas-Instancia: ninguna');
    expect(enlace('actual')).toBe('releases/A');
    expect(instancia(4001)).toBe('releases/A');
  });

  it('changes nothing when the proxy certificate is not trusted, naming the certificate and HORAS_CA; trusts the CA HORAS_CA names', () => {
    const ca = path.join(host.carpeta, 'ca-interna.pem');
    fs.writeFileSync(ca, '');
    const r = versionApi(['activar', 'B'], { FALSO_CA: ca });
    expect(r.codigo).toBe(1);
    expect(r.error).toContain('SSL certificate problem: self-signed certificate');
    expect(r.error).toContain('HORAS_CA');
    expect(r.error).toContain('nada cambió');
    expect(enlace('actual')).toBe('releases/A');
    expect(reinicios()).toEqual([]);

    expect(versionApi(['activar', 'B'], { FALSO_CA: ca, HORAS_CA: ca }).codigo).toBe(0);
    // The refused run asked the proxy once; every request of the second one trusted the CA.
    const alProxy = host.registro().filter((l) => l.startsWith('curl https://')).slice(1);
    expect(alProxy).toHaveLength(3);
    expect(alProxy.every((l) => l.includes(`ca=${ca}`))).toBe(true);
  });

  it('refuses, changing nothing, when systemctl cannot reach systemd', () => {
    const r = versionApi(['activar', 'B'], { FALSO_SIN_SYSTEMD: '1' });
    expect(r.codigo).toBe(1);
    expect(r.error).toContain('systemctl no llega a systemd, nada cambió');
    expect(r.error).toContain('has not been booted with systemd');
    expect(enlace('actual')).toBe('releases/A');
  });

  it('refuses, changing nothing, when no instance is active', () => {
    const r = versionApi(['activar', 'B'], { FALSO_ACTIVAS: '' });
    expect(r.codigo).toBe(1);
    expect(r.error).toContain('ninguna instancia horas-api@* está activa');
    expect(enlace('actual')).toBe('releases/A');
  });

  it('only links the first release: no instance runs yet, systemd is not asked', () => {
    fs.rmSync(path.join(raiz, 'actual'));
    const r = versionApi(['activar', 'A'], { FALSO_SIN_SYSTEMD: '1' });
    expect(r.codigo).toBe(0);
    expect(enlace('actual')).toBe('releases/A');
    expect(host.registro()).toEqual([]);
  });
});

describe("horas-version-api's settings", () => {
  it('reads the folder, the env file, the instances, their address, the proxy and its port from the environment', () => {
    const env = path.join(host.carpeta, 'otra/api.env');
    fs.mkdirSync(path.dirname(env));
    fs.writeFileSync(env, 'HOST=0.0.0.0\nHORAS_URL=https://horas.interna.example:8443/\n');
    const r = versionApi(['activar', 'B'], {
      HORAS_API_ENV: env,
      HORAS_API_PUERTOS: '4002',
      HORAS_API_DIRECCION: '10.0.0.11',
      HORAS_PROXY: '10.0.0.5:9443',
      FALSO_UPSTREAM: '10.0.0.11',
    });
    expect(r.error).toBe('');
    expect(r.codigo).toBe(0);
    expect(reinicios()).toEqual(['horas-api@4002']);
    const curl = host.registro().filter((l) => l.startsWith('curl'));
    expect(curl).toContain('curl http://10.0.0.11:4002/health ca= connect-to=');
    expect(curl).toContain('curl https://horas.interna.example:8443/api/health ca= connect-to=horas.interna.example:8443:10.0.0.5:9443');
  });

  it("takes the instances' address from HOST of the env file, and refuses a listed instance that is not active", () => {
    fs.writeFileSync(path.join(host.carpeta, 'etc/horas/api.env'), 'HOST=10.0.0.12\nHORAS_URL=https://horas.example.com\n');
    expect(versionApi(['activar', 'B'], { FALSO_UPSTREAM: '10.0.0.12' }).codigo).toBe(0);
    expect(host.registro()).toContain('curl http://10.0.0.12:4001/health ca= connect-to=');

    const r = versionApi(['activar', 'A'], { HORAS_API_PUERTOS: '4001 4003' });
    expect(r.codigo).toBe(1);
    expect(r.error).toContain('horas-api@4003 (HORAS_API_PUERTOS) no está activa, nada cambió');
    expect(enlace('actual')).toBe('releases/B');
  });
});

describe('horas-version-api revisar: a release is self-contained', () => {
  it('passes links inside the folder and fails on one leaving it, even dangling, naming it; activar refuses such a release', () => {
    const modulos = path.join(raiz, 'releases/B/node_modules/.pnpm/node_modules/@horas');
    fs.mkdirSync(modulos, { recursive: true });
    fs.symlinkSync('../../../../dist', path.join(modulos, 'dentro'));
    expect(versionApi(['revisar', 'B']).codigo).toBe(0);

    fs.symlinkSync('/tmp/clon-de-build-que-no-existe/api', path.join(modulos, 'api'));
    const r = versionApi(['revisar', 'B']);
    expect(r.codigo).toBe(1);
    expect(r.error).toContain('node_modules/.pnpm/node_modules/@horas/api -> /tmp/clon-de-build-que-no-existe/api');
    expect(versionApi(['activar', 'B']).codigo).toBe(1);
    expect(enlace('actual')).toBe('releases/A');
    expect(reinicios()).toEqual([]);
  });
});
