/**
 * Time to write horas.xlsx for 100k entries: this remote's mapping + the shared construirLibro,
 * against the xlsx library alone writing the same rows. Run: `pnpm exec tsx bench/reporte.bench.ts [filas]`.
 */
import type { Hora } from '@horas/shared';
import * as XLSX from 'xlsx';
import { escribirLibroReporte } from '../src/features/reportes/utils/libroReporte';
import { COLUMNAS_REPORTE, filaReporte } from '../src/features/reportes/utils/filasReporte';

const FILAS = Number(process.argv[2] ?? 100_000);
const RONDAS = 3;

const AREAS = [{ id: 1, nombre: 'Legal' }, { id: 2, nombre: 'Finanzas' }];

function horaSintetica(i: number): Hora {
  const dia = String((i % 28) + 1).padStart(2, '0');
  return {
    id: i, clienteId: i % 5 || null, servicioId: i % 7, tareaId: i % 11, horas: ((i % 32) + 1) / 4,
    // Every 50th description looks like a formula, so neutralising has work to do.
    descripcion: i % 50 === 0 ? `=HYPERLINK("http://x/${i}")` : `Tarea del día número ${i}`,
    usuarioId: i % 40, fechaCarga: `${dia}/10/2026`, senorityhora: i % 2 ? 'Senior' : 'Junior',
    cliente: i % 5 ? { id: i % 5, nombre: `Cliente ${i % 5}` } : null,
    usuario: { id: i % 40, nombre: `Nombre${i % 40}`, apellidos: 'Apellido Apellido', areas: AREAS },
    servicio: i % 5 ? { nombre: `Servicio ${i % 7}` } : null, tarea: { nombre: `Tarea ${i % 11}` },
  };
}

type Trabajo = () => ArrayBuffer | Uint8Array;

/** Median of a few runs of each, in milliseconds; the runs alternate so warm-up and GC hit both alike. */
function medir(trabajos: Trabajo[]): { ms: number; bytes: number }[] {
  const tiempos = trabajos.map(() => [] as number[]);
  const bytes = trabajos.map(() => 0);
  for (let ronda = 0; ronda < RONDAS; ronda++) {
    trabajos.forEach((trabajo, i) => {
      const inicio = performance.now();
      bytes[i] = trabajo().byteLength;
      tiempos[i].push(performance.now() - inicio);
    });
  }
  return tiempos.map((t, i) => ({ ms: t.sort((a, b) => a - b)[Math.floor(RONDAS / 2)], bytes: bytes[i] }));
}

const horas = Array.from({ length: FILAS }, (_, i) => horaSintetica(i));
// The baseline gets the rows already mapped: it measures the writer, not our mapping.
const filas = [COLUMNAS_REPORTE, ...horas.map((hora) => filaReporte(hora))];
const opciones = { type: 'array', bookType: 'xlsx', compression: true } as const;

const [nuestro, soloXlsx] = medir([
  () => escribirLibroReporte(XLSX, horas.map((hora) => filaReporte(hora))),
  () => {
    const libro = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(libro, XLSX.utils.aoa_to_sheet(filas), 'Horas');
    return XLSX.write(libro, opciones) as ArrayBuffer;
  },
]);

// What the page itself pays to hand the mapped rows to the worker (the rest runs off the main thread).
const inicioClon = performance.now();
structuredClone(filas);
const msClon = performance.now() - inicioClon;

const fmt = ({ ms, bytes }: { ms: number; bytes: number }) => `${ms.toFixed(0)} ms, ${(bytes / 1e6).toFixed(2)} MB`;
console.log(`horas.xlsx, ${FILAS} filas (mediana de ${RONDAS})`);
console.log(`  mapeo + construirLibro + write: ${fmt(nuestro)}`);
console.log(`  solo xlsx (aoa_to_sheet + write): ${fmt(soloXlsx)}`);
console.log(`  copia al worker (structuredClone, hilo principal): ${msClon.toFixed(0)} ms`);
console.log(`  ratio: ${(nuestro.ms / soloXlsx.ms).toFixed(2)}`);
