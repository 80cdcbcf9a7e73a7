import * as shared from '@horas/shared';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { archivoCortado, archivoDePrueba, capturarDescargas, errorHttp, libroDePrueba } from '@horas/shared/testing';
import { exportarReporte } from './exportarReporte';
import type { SeleccionReporte } from './filtroReporte';
import type { ProgresoExportacion } from './recibirLibro';

const RANGO = { fechaDesde: '2026-11-01', fechaHasta: '2026-11-30' };
const ANA: SeleccionReporte = { tipo: 'usuario', valor: 7, nombre: 'Ana García' };

let descargas: ReturnType<typeof capturarDescargas>;
/** What the server answers for horas.xlsx, spied on @horas/shared's export (undone after each test). */
let getReporteXlsx: MockInstance<typeof shared.getReporteXlsx>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  descargas = capturarDescargas();
  getReporteXlsx = vi.spyOn(shared, 'getReporteXlsx');
});

afterEach(() => vi.useRealTimers());

/** Runs the export to its end, letting the 2-second wait pass. */
async function exportar(seleccion: SeleccionReporte, alAvanzar?: (p: ProgresoExportacion) => void) {
  const resultado = exportarReporte(seleccion, RANGO, alAvanzar);
  await vi.advanceTimersByTimeAsync(2000);
  return resultado;
}

/** jsdom's Blob has no arrayBuffer(); its FileReader does. */
const leerBlob = (blob: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const lector = new FileReader();
    lector.onload = () => resolve(new Uint8Array(lector.result as ArrayBuffer));
    lector.readAsArrayBuffer(blob);
  });

describe('exportarReporte', () => {
  it('asks the server for the file of the chosen filter and range', async () => {
    getReporteXlsx.mockResolvedValue(null);
    await exportar({ tipo: 'usuario', valor: 'todos', nombre: 'Todos los usuarios' });
    await exportar({ tipo: 'area', valor: 3, nombre: 'Legal' });
    expect(getReporteXlsx).toHaveBeenNthCalledWith(1, { tipo: 'todos', ...RANGO });
    expect(getReporteXlsx).toHaveBeenNthCalledWith(2, { tipo: 'area', id: 3, ...RANGO });
  });

  it("saves the server's bytes as horas.xlsx, and tells how many rows have arrived", async () => {
    getReporteXlsx.mockResolvedValue(archivoDePrueba(300));
    const progreso: ProgresoExportacion[] = [];
    expect(await exportar(ANA, (p) => progreso.push(p))).toBeNull();
    expect(descargas.map((d) => d.nombre)).toEqual(['horas.xlsx']);
    expect(descargas[0].blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    vi.useRealTimers(); // jsdom's FileReader answers on a timer
    expect(await leerBlob(descargas[0].blob)).toEqual(libroDePrueba(300));
    expect(progreso[0]).toEqual({ recibidas: 0, total: 300 });
    expect(progreso.at(-1)).toEqual({ recibidas: 300, total: 300 });
    expect(progreso.every((p) => p.total === 300 && p.recibidas <= 300)).toBe(true);
  });

  it('waits 2 seconds before the file even when the server answers at once', async () => {
    getReporteXlsx.mockResolvedValue(archivoDePrueba(3));
    const resultado = exportarReporte(ANA, RANGO);
    await vi.advanceTimersByTimeAsync(1900);
    expect(descargas).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    await resultado;
    expect(descargas).toHaveLength(1);
  });

  it('saves the file only once all of it has arrived, past the 2 seconds', async () => {
    const archivo = archivoDePrueba(3, true);
    getReporteXlsx.mockResolvedValue(archivo);
    const resultado = exportarReporte(ANA, RANGO);
    await vi.advanceTimersByTimeAsync(5000);
    expect(descargas).toHaveLength(0);
    archivo.soltar();
    await resultado;
    expect(descargas).toHaveLength(1);
  });

  it('waits 2 seconds before an error dialog too', async () => {
    getReporteXlsx.mockRejectedValue(errorHttp(500));
    let dialogo: unknown;
    void exportarReporte(ANA, RANGO).then((d) => (dialogo = d));
    await vi.advanceTimersByTimeAsync(1900);
    expect(dialogo).toBeUndefined();
    await vi.advanceTimersByTimeAsync(100);
    expect(dialogo).toMatchObject({ titulo: 'Error del servidor' });
  });

  it.each([403, 404])('answers the server %i mensaje and downloads nothing', async (estado) => {
    getReporteXlsx.mockRejectedValue(errorHttp(estado, { mensaje: 'Área con ID 9 no encontrada' }));
    expect(await exportar(ANA)).toEqual({ tipo: 'error', titulo: 'Área con ID 9 no encontrada' });
    expect(descargas).toHaveLength(0);
  });

  it("answers Oh no! when the connection drops in the middle of the file, and saves nothing", async () => {
    getReporteXlsx.mockResolvedValue(archivoCortado(5000));
    expect(await exportar(ANA)).toMatchObject({ titulo: 'Oh no!' });
    expect(descargas).toHaveLength(0);
  });

  it("answers 'este usuario' for an empty 'Todos los usuarios' report", async () => {
    getReporteXlsx.mockResolvedValue(null);
    expect(await exportar({ tipo: 'usuario', valor: 'todos', nombre: 'Todos los usuarios' })).toEqual({
      tipo: 'info',
      titulo: 'No hay horas cargadas para este usuario en el rango de fechas seleccionado.',
    });
    expect(descargas).toHaveLength(0);
  });
});
