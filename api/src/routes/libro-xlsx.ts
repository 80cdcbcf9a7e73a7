import { CABECERA_TOTAL_FILAS } from '@horas/shared/contracts';
import type { FastifyReply } from 'fastify';
import { libroEnStream, TIPO_XLSX } from '../xlsx/libro';

interface Libro {
  nombreArchivo: string;
  hoja: string;
  columnas: readonly string[];
}

/** A workbook's rows: how many (known before the first byte), and the rows in batches. */
export interface FilasDelLibro {
  total: number;
  lotes: AsyncIterable<(string | number)[][]>;
}

/**
 * Answers a one-sheet workbook written while its rows are read (horas.xlsx, historial.xlsx): the
 * row count as a header, 204 without rows. `filas` settles whatever can fail the request before the
 * first byte; its reading stops when the response closes (sent, or the client went away).
 */
export async function enviarLibro(reply: FastifyReply, libro: Libro, filas: (signal: AbortSignal) => Promise<FilasDelLibro>) {
  const cancelar = new AbortController();
  reply.raw.on('close', () => cancelar.abort());
  const { total, lotes } = await filas(cancelar.signal);
  reply.header(CABECERA_TOTAL_FILAS, total).header('cache-control', 'no-store');
  if (total === 0) return reply.code(204).send(null);
  return reply
    .type(TIPO_XLSX)
    .header('content-disposition', `attachment; filename="${libro.nombreArchivo}"`)
    .send(libroEnStream({ hoja: libro.hoja, columnas: libro.columnas, lotes }));
}
