import fs from 'node:fs';
import { afterAll, expect, inject, it } from 'vitest';
import { copiaDe } from '../helper';
import { bloqueoPglite, rondasDeSigkill } from './sigkill-durabilidad';

// The embedded engine: one data dir reused across 10 kills (plus its lock file, left stale each time),
// a copy of a seeded one (compilar-servidor.ts) so that the first round starts as the others do.
const dataDir = copiaDe(inject('pgliteSembrada'), 'horas-faults-sigkill-');
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it('PGlite: every acknowledged entry survives 10 SIGKILLs at random moments; nothing half-written', async () => {
  const resumenes = await rondasDeSigkill({ env: { DATA_DIR: dataDir }, archivoBloqueo: bloqueoPglite(dataDir) }, 10, (t) => console.log(`[sigkill pglite] ${t}`));
  expect(resumenes).toHaveLength(10);
  // The kill must land while writes are flowing, else the round proves nothing.
  expect(resumenes.every((r) => r.ack > 0)).toBe(true);
});
