import { ASUNTOS_AUSENCIA, nombreCompleto, type Ausencia } from '@horas/shared/contracts';
import { escaparHtml } from './mensaje-cuenta';
import type { MensajeCorreo } from './mensaje-recordatorio';

const fecha = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** 'Vacaciones del 06/04/2026 al 10/04/2026 (5 días)'. Only for who may see the type: the owner and their approvers. */
const resumen = (a: Ausencia) =>
  `${a.tipo?.nombre ?? 'Ausencia'} ${a.desde === a.hasta ? `del ${fecha(a.desde)}` : `del ${fecha(a.desde)} al ${fecha(a.hasta)}`}${a.medioDia ? ' (medio día)' : ''} (${a.dias} ${a.dias === 1 ? 'día' : 'días'})`;

function mensaje(para: { email: string; nombre: string }, asunto: string, lineas: string[], enlace: string): MensajeCorreo {
  return {
    para: para.email,
    asunto,
    texto: [`Hola ${para.nombre}:`, '', ...lineas, '', `Ver en Horas: ${enlace}`, ''].join('\n'),
    html: [`<p>Hola ${escaparHtml(para.nombre)}:</p>`, ...lineas.map((l) => `<p>${escaparHtml(l)}</p>`), `<p><a href="${escaparHtml(enlace)}">Ver en Horas</a></p>`].join('\n'),
  };
}

/** To each approver of the person: a request waits for them. */
export const mensajeDeSolicitud = (para: { email: string; nombre: string }, a: Ausencia, enlace: string): MensajeCorreo =>
  mensaje(para, ASUNTOS_AUSENCIA.solicitud, [`${nombreCompleto(a.usuario)} solicitó una ausencia: ${resumen(a)}.`, ...(a.comentario ? [`Comentario: ${a.comentario}`] : [])], enlace);

/** To the person: their request approved, or rejected with the motivo. */
export const mensajeDeDecision = (para: { email: string; nombre: string }, a: Ausencia, enlace: string): MensajeCorreo =>
  a.estado === 'aprobada'
    ? mensaje(para, ASUNTOS_AUSENCIA.aprobada, [`Su ausencia fue aprobada: ${resumen(a)}.`], enlace)
    : mensaje(para, ASUNTOS_AUSENCIA.rechazada, [`Su ausencia fue rechazada: ${resumen(a)}.`, `Motivo: ${a.motivo ?? ''}`], enlace);
