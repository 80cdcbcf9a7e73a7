import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, IDS, type Entorno } from './helper';

/**
 * The demo data of issue 42: vacations are absences (never hours of the default task 'Vacaciones'),
 * next month so that no past figure moves: Ana's week approved by the administrator, Luis's three
 * days pending for Ana. Today is Wednesday 18 March 2026, so next month is April.
 */
let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

describe('demo absences', () => {
  it("Ana's approved week and Luis's pending days, as the administrator lists them", async () => {
    const res = await e.pedir('admin', 'GET', '/ausencias?desde=2026-04-01&hasta=2026-04-30');
    expect(res.json().ausencias).toMatchObject([
      { usuario: { id: IDS.ana }, tipo: { nombre: 'Vacaciones' }, desde: '2026-04-13', hasta: '2026-04-17', dias: 5, estado: 'aprobada', decididaPor: { id: IDS.admin } },
      { usuario: { id: IDS.luis }, tipo: { nombre: 'Vacaciones' }, desde: '2026-04-20', hasta: '2026-04-22', dias: 3, estado: 'pendiente', decididaPor: null },
    ]);
    const deAna = (await e.pedir('ana', 'GET', `/horas/saldo?usuarioId=${IDS.ana}&fechaDesde=2026-04-13&fechaHasta=2026-04-17`)).json();
    expect(deAna.objetivo).toBe(0);
    expect((await e.pedir('ana', 'GET', `/ausencias/saldo?usuarioId=${IDS.luis}&año=2026`)).json()).toMatchObject({ usados: 0, pendientes: 3, disponibles: 11 });
  });

  it("no hours of the default task 'Vacaciones' in the demo", async () => {
    const horas = (await e.pedir('admin', 'GET', '/horas/horastodosusuarios/rango?fechaDesde=2025-12-01&fechaHasta=2026-03-18')).json() as { tarea: { nombre: string } }[];
    expect(horas.length).toBeGreaterThan(0);
    expect(horas.filter((h) => h.tarea.nombre === 'Vacaciones')).toEqual([]);
    // The default task stays, for hours logged before absences existed.
    expect((await e.pedir('admin', 'GET', '/tareas/especificas')).json().map((t: { nombre: string }) => t.nombre)).toContain('Vacaciones');
  });
});
