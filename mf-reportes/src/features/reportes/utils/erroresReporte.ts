import { estadoDeError, mensajeDeError } from '@horas/shared';
import type { TipoFiltro } from './filtroReporte';

export interface DialogoReporte {
  tipo: 'error' | 'info';
  titulo: string;
  contenido?: string;
}

const ERROR_SERVIDOR: DialogoReporte = {
  tipo: 'error',
  titulo: 'Error del servidor',
  contenido: 'Hubo un problema en el servidor al procesar tu solicitud. Por favor, intenta de nuevo más tarde.',
};

const ERROR_GENERICO: DialogoReporte = {
  tipo: 'error',
  titulo: 'Oh no!',
  contenido: 'La solicitud de exportar falló, por favor contactar al administrador!',
};

/** Spec §8: 403/404 carry the server's own words; 500 and anything else get fixed texts. */
export function dialogoDeError(error: unknown): DialogoReporte {
  const estado = estadoDeError(error);
  const mensaje = mensajeDeError(error);
  if ((estado === 403 || estado === 404) && mensaje) return { tipo: 'error', titulo: mensaje };
  if (estado === 500) return ERROR_SERVIDOR;
  return ERROR_GENERICO;
}

const SUJETO: Record<TipoFiltro, string> = { area: 'esta área', cliente: 'este cliente', usuario: 'este usuario' };

/** 'Todos los usuarios' is a user report too, so it reads 'este usuario'. */
export const dialogoSinHoras = (tipo: TipoFiltro): DialogoReporte => ({
  tipo: 'info',
  titulo: `No hay horas cargadas para ${SUJETO[tipo]} en el rango de fechas seleccionado.`,
});
