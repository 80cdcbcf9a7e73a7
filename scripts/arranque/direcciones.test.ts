import { afterEach, expect, it, vi } from 'vitest';
import { REGISTRO_REMOTOS, REMOTOS } from '../../shared/apps';
import { configuracionDelShell } from '../../shared/federation';

// What the shell's /remotes.json says (written by `start` and by a build for deployment).
afterEach(() => vi.unstubAllEnvs());

it('puts every remote of the registry in its own folder under HORAS_REMOTES_URL, unless its own variable says otherwise', () => {
  vi.stubEnv('HORAS_REMOTES_URL', 'https://horas.example.com/');
  vi.stubEnv('HORAS_REMOTE_MF_HORAS', 'https://cdn.example.com/horas/mf-manifest.json');

  const { remotes } = configuracionDelShell();

  expect(Object.keys(remotes)).toEqual(REMOTOS);
  for (const remoto of REMOTOS.filter((r) => r !== 'mf_horas')) {
    expect(remotes[remoto]).toBe(`https://horas.example.com/${REGISTRO_REMOTOS[remoto].carpeta}/mf-manifest.json`);
  }
  expect(remotes.mf_horas).toBe('https://cdn.example.com/horas/mf-manifest.json');
});

it('without either, each remote on its own local port', () => {
  vi.stubEnv('HORAS_PORT_BASE', '3800');
  expect(configuracionDelShell().remotes.mf_aprobaciones).toBe(`http://localhost:${3800 + REGISTRO_REMOTOS.mf_aprobaciones.desplazamiento}/mf-manifest.json`);
});
