import type { ProgresoExportacion } from '../utils/recibirLibro';

const numero = new Intl.NumberFormat('es-ES');

/** The 'Exportando...' dialog's text, and how many of the file's rows have arrived once known. */
export function AvisoExportando({ progreso }: { progreso?: ProgresoExportacion }) {
  return (
    <>
      <div>Por favor espera mientras se preparan los datos.</div>
      {progreso && (
        <div role="status">
          Filas recibidas: {numero.format(progreso.recibidas)} de {numero.format(progreso.total)}
        </div>
      )}
    </>
  );
}
