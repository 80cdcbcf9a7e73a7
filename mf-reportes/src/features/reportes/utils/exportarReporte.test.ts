import { getHorasReporte } from '@horas/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import { errorHttp, horaDePrueba } from '../testing/fixtures';
import { exportarReporte } from './exportarReporte';
import type { SeleccionReporte } from './filtroReporte';

vi.mock('@horas/shared', async (original) => ({ ...(await original<object>()), getHorasReporte: vi.fn() }));

const RANGO = { fechaDesde: '2026-11-01', fechaHasta: '2026-11-30' };
const ANA: SeleccionReporte = { tipo: 'usuario', valor: 7, nombre: 'Ana García' };

let descargas: { nombre: string; blob: Blob }[];

beforeEach(() => {
  vi.useFakeTimers();
  descargas = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    descargas.push({ nombre: this.download, blob: blobs.get(this.href)! });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Runs the export to its end, letting the 2-second wait pass. */
async function exportar(seleccion: SeleccionReporte) {
  const resultado = exportarReporte(seleccion, RANGO);
  await vi.advanceTimersByTimeAsync(2000);
  return resultado;
}

/** jsdom's Blob has no arrayBuffer(); its FileReader does. */
const leerBlob = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve) => {
    const lector = new FileReader();
    lector.onload = () => resolve(lector.result as ArrayBuffer);
    lector.readAsArrayBuffer(blob);
  });

async function hojaDescargada() {
  vi.useRealTimers(); // jsdom's FileReader answers on a timer
  const libro = XLSX.read(await leerBlob(descargas[0].blob));
  return { nombres: libro.SheetNames, filas: XLSX.utils.sheet_to_json<unknown[]>(libro.Sheets.Horas, { header: 1 }) };
}

describe('exportarReporte', () => {
  it('asks the API for the chosen filter and range', async () => {
    vi.mocked(getHorasReporte).mockResolvedValue([]);
    await exportar({ tipo: 'usuario', valor: 'todos', nombre: 'Todos los usuarios' });
    await exportar({ tipo: 'area', valor: 3, nombre: 'Legal' });
    expect(getHorasReporte).toHaveBeenNthCalledWith(1, { tipo: 'todos' }, RANGO);
    expect(getHorasReporte).toHaveBeenNthCalledWith(2, { tipo: 'area', id: 3 }, RANGO);
  });

  it('downloads horas.xlsx with sheet Horas, the headers and a row per entry', async () => {
    vi.mocked(getHorasReporte).mockResolvedValue([horaDePrueba(), horaDePrueba({ id: 2, descripcion: '=HYPERLINK("x")' })]);
    expect(await exportar(ANA)).toBeNull();
    expect(descargas.map((d) => d.nombre)).toEqual(['horas.xlsx']);
    const { nombres, filas } = await hojaDescargada();
    expect(nombres).toEqual(['Horas']);
    expect(filas[0]).toEqual(['Fecha de Carga', 'Cliente', 'Usuario', 'Horas', 'Descripción', 'Seniority Hora', 'Servicio', 'Tarea', 'Área']);
    expect(filas).toHaveLength(3);
    expect(filas[2][4]).toBe(`'=HYPERLINK("x")`);
  });

  it("writes the chosen area's name on area reports", async () => {
    vi.mocked(getHorasReporte).mockResolvedValue([horaDePrueba()]);
    await exportar({ tipo: 'area', valor: 3, nombre: 'Tecnología' });
    const { filas } = await hojaDescargada();
    expect(filas[1][8]).toBe('Tecnología');
  });

  it('waits 2 seconds before the file even when the server answers at once', async () => {
    vi.mocked(getHorasReporte).mockResolvedValue([horaDePrueba()]);
    const resultado = exportarReporte(ANA, RANGO);
    await vi.advanceTimersByTimeAsync(1900);
    expect(descargas).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    await resultado;
    expect(descargas).toHaveLength(1);
  });

  it('waits 2 seconds before an error dialog too', async () => {
    vi.mocked(getHorasReporte).mockRejectedValue(errorHttp(500));
    let dialogo: unknown;
    void exportarReporte(ANA, RANGO).then((d) => (dialogo = d));
    await vi.advanceTimersByTimeAsync(1900);
    expect(dialogo).toBeUndefined();
    await vi.advanceTimersByTimeAsync(100);
    expect(dialogo).toMatchObject({ titulo: 'Error del servidor' });
  });

  it('answers the server 403 mensaje and downloads nothing', async () => {
    vi.mocked(getHorasReporte).mockRejectedValue(errorHttp(403, { mensaje: 'Solo puede consultar sus propias horas' }));
    expect(await exportar(ANA)).toEqual({ tipo: 'error', titulo: 'Solo puede consultar sus propias horas' });
    expect(descargas).toHaveLength(0);
  });

  it("answers 'este usuario' for an empty 'Todos los usuarios' report", async () => {
    vi.mocked(getHorasReporte).mockResolvedValue([]);
    expect(await exportar({ tipo: 'usuario', valor: 'todos', nombre: 'Todos los usuarios' })).toEqual({
      tipo: 'info',
      titulo: 'No hay horas cargadas para este usuario en el rango de fechas seleccionado.',
    });
    expect(descargas).toHaveLength(0);
  });
});
