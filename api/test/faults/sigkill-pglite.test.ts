import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { bloqueoPglite, rondasDeSigkill } from './sigkill-durabilidad';

// The embedded engine: one data dir reused across 10 kills (plus its lock file, left stale each time).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'horas-faults-sigkill-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it('PGlite: every acknowledged entry survives 10 SIGKILLs at random moments; nothing half-written', async () => {
  const resumenes = await rondasDeSigkill({ env: { DATA_DIR: dataDir }, archivoBloqueo: bloqueoPglite(dataDir) }, 10, (t) => console.log(`[sigkill pglite] ${t}`));
  expect(resumenes).toHaveLength(10);
  // The kill must land while writes are flowing, else the round proves nothing.
  expect(resumenes.every((r) => r.ack > 0)).toBe(true);
});
