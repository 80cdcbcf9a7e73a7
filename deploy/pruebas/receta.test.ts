import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEPLOY, hostFalso, type Host } from './falsos';

const leer = (archivo: string) => fs.readFileSync(path.join(DEPLOY, archivo), 'utf8');
/** The README's shell commands, one per line. */
const ordenesDelReadme = () => [...leer('README.md').matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((bloque) => bloque[1].split('\n'));

describe('nginx.conf', () => {
  it('sends plain HTTP to HTTPS with a 308, which keeps a POST a POST', () => {
    const puerto80 = leer('nginx.conf').match(/server \{\s*listen 80 [^}]*\}/)?.[0];
    expect(puerto80).toMatch(/return 308 https:\/\//);
  });

  it('serves /remotes.json from beside the shell, where horas-publicar keeps the edited one', () => {
    expect(leer('nginx.conf')).toMatch(/location = \/remotes\.json \{\s*root \/srv\/horas;/);
  });
});

describe('deploy/README.md', () => {
  it('makes self-contained API releases: pnpm deploy with injected workspace packages, never --legacy', () => {
    const despliegues = [...ordenesDelReadme(), ...leer('probar-receta.sh').split('\n')].filter((l) => /pnpm@10 .*deploy --prod/.test(l));
    expect(despliegues.length).toBeGreaterThanOrEqual(3);
    for (const orden of despliegues) expect(orden).toContain('--config.inject-workspace-packages=true');
    expect(despliegues.join('\n')).not.toContain('--legacy');
  });

  it('creates the first administrator with the database of api.env, not a password on the command line', () => {
    const orden = ordenesDelReadme().find((l) => l.includes('create-admin.js'));
    expect(orden).toContain('node --env-file=/etc/horas/api.env dist/create-admin.js');
    expect(orden).not.toContain('DATABASE_URL');
  });
});

/**
 * probar-receta.sh up to its checks of the host, on fakes of what it asks: root, free ports, no
 * user `horas`, Chromium, and a PostgreSQL where the role or database already exists.
 */
describe('probar-receta.sh', () => {
  let host: Host;
  beforeEach(() => {
    host = hostFalso();
    host.falso('id', '#!/bin/sh\necho 0\n');
    host.falso('ss', '#!/bin/sh\n');
    host.falso('getent', '#!/bin/sh\nexit 2\n');
    host.falso('psql', '#!/bin/sh\necho "psql $*" >> "$FALSO/registro"\necho 1\n');
    host.falso('chromium', '#!/bin/sh\n');
    for (const orden of ['npx', 'git', 'openssl', 'unshare']) if (!fs.existsSync(`/usr/bin/${orden}`)) host.falso(orden, '#!/bin/sh\nexit 1\n');
  });
  afterEach(() => host.borrar());

  const enDebianLibre = fs.existsSync('/etc/debian_version') && !['/srv/horas', '/etc/horas', '/var/log/horas'].some((ruta) => fs.existsSync(ruta));
  it.skipIf(!enDebianLibre)('takes the role and database name from HORAS_RECETA_BASE and refuses one that exists', () => {
    const r = host.correr('probar-receta.sh', [], { HORAS_RECETA_BASE: 'horas_receta', CHROMIUM_PATH: path.join(host.carpeta, 'bin/chromium') });
    expect(r.codigo).toBe(1);
    expect(r.error).toContain('el rol o la base horas_receta ya existen');
    expect(host.registro().join('\n')).toContain("rolname = 'horas_receta'");
  });
});
