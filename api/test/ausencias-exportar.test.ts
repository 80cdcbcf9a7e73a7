import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from './helper';

/**
 * ausencias.xlsx (issue 42): what GET /ausencias shows the caller, sheet 'Ausencias', formula-safe.
 * In the demo (today 18 March 2026) Ana's April week is approved by the administrator and Luis's
 * three days are pending.
 */
let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

type Quien = Parameters<Entorno['pedir']>[0];
async function exportar(quien: Quien, consulta: string) {
  const res = await e.pedir(quien, 'GET', `/ausencias/exportar?${consulta}`);
  if (res.statusCode !== 200) return { res, filas: [] as unknown[][] };
  const libro = XLSX.read(res.rawPayload);
  expect(libro.SheetNames).toEqual(['Ausencias']);
  return { res, filas: XLSX.utils.sheet_to_json<unknown[]>(libro.Sheets.Ausencias, { header: 1 }) };
}

describe('GET /ausencias/exportar', () => {
  it('the administrator: every absence of the range, one row each, with the header', async () => {
    const { res, filas } = await exportar('admin', 'desde=2026-04-01&hasta=2026-04-30');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="ausencias.xlsx"');
    expect(res.headers['x-total-count']).toBe('2');
    expect(filas).toEqual([
      ['Usuario', 'Áreas', 'Tipo', 'Desde', 'Hasta', 'Días', 'Estado', 'Decidida por', 'Motivo'],
      ['Ana García', 'Desarrollo, Diseño', 'Vacaciones', '13/04/2026', '17/04/2026', 5, 'Aprobada', 'Admin Sistema', ''],
      ['Luis Pérez', 'Desarrollo, Soporte', 'Vacaciones', '20/04/2026', '22/04/2026', 3, 'Pendiente', '', ''],
    ]);
  });

  it('staff: only their own; nothing in the range: 204; a motivo that looks like a formula stays text', async () => {
    expect((await exportar('carla', 'desde=2026-04-01&hasta=2026-04-30')).res.statusCode).toBe(204);
    const tipos = (await e.pedir('luis', 'GET', '/ausencias/tipos')).json() as { id: number; nombre: string }[];
    const licencia = tipos.find((t) => t.nombre === 'Licencia')!.id;
    const creada = await e.pedir('carla', 'POST', '/ausencias', { tipoId: licencia, desde: '2026-05-04', hasta: '2026-05-04' });
    await e.pedir('ana', 'POST', `/ausencias/${creada.json().id}/rechazar`, { motivo: '=HYPERLINK("http://x","y")' });
    const { filas } = await exportar('carla', 'desde=2026-05-01&hasta=2026-05-31');
    expect(filas).toEqual([
      ['Usuario', 'Áreas', 'Tipo', 'Desde', 'Hasta', 'Días', 'Estado', 'Decidida por', 'Motivo'],
      ['Carla Méndez', 'Desarrollo', 'Licencia', '04/05/2026', '04/05/2026', 1, 'Rechazada', 'Ana García', '\'=HYPERLINK("http://x","y")'],
    ]);
    expect((await exportar('luis', 'desde=2026-04-01&hasta=2026-04-30')).filas.slice(1).map((f) => f[0])).toEqual(['Luis Pérez']);
    expect((await exportar('admin', `desde=2026-04-01&hasta=2026-04-30&areaId=4`)).filas.slice(1).map((f) => f[0])).toEqual(['Luis Pérez']);
  });
});
