import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs `tsx scripts/servir.ts` the way `pnpm start` does after its build, and collects what it says. */
function servir(env: Record<string, string>) {
  return new Promise<{ codigo: number | null; salida: string }>((resolver) => {
    const hijo = spawn('pnpm', ['exec', 'tsx', 'scripts/servir.ts'], { cwd: RAIZ, env: { ...process.env, ...env } });
    let salida = '';
    hijo.stdout.on('data', (t: Buffer) => (salida += t.toString()));
    hijo.stderr.on('data', (t: Buffer) => (salida += t.toString()));
    hijo.on('exit', (codigo) => resolver({ codigo, salida }));
  });
}

describe('servir (pnpm start / pnpm dev)', () => {
  it('refuses HORAS_PORT_BASE=5000 at once, naming the blocked port and the variable to change', async () => {
    const { codigo, salida } = await servir({ HORAS_PORT_BASE: '5000' });
    expect(codigo).not.toBe(0);
    expect(salida).toContain('6000');
    expect(salida).toContain('HORAS_PORT_BASE');
    expect(salida).not.toContain('está listo');
  });

  it('says which part failed and stops the others when a part cannot come up', async () => {
    // A port base nobody built for: each front's preview finds no dist-<base>/ and exits.
    const datos = fs.mkdtempSync(path.join(os.tmpdir(), 'horas-servir-'));
    try {
      const { codigo, salida } = await servir({ HORAS_PORT_BASE: '3970', DATA_DIR: datos, HORAS_START_TIMEOUT: '120' });
      expect(codigo).toBe(1);
      expect(salida).toMatch(/Horas se detiene: (shell|mf_[a-z_]+) terminó/);
      expect(salida).not.toContain('está listo');
    } finally {
      fs.rmSync(datos, { recursive: true, force: true });
    }
  });
});
