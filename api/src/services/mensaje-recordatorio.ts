import { ASUNTO_RECORDATORIO, DIAS_HABILES_RECORDATORIO } from '@horas/shared/contracts';
import { aFechaCarga } from '../lib/fechas';

/** A mail as the reminders hand it to the mail server. */
export interface MensajeCorreo {
  para: string;
  asunto: string;
  texto: string;
  html: string;
}

const DIAS_SEMANA = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
/** `lunes 16/03/2026`. */
const diaConNombre = (fecha: string) => `${DIAS_SEMANA[new Date(`${fecha}T00:00:00Z`).getUTCDay()]} ${aFechaCarga(fecha)}`;

const escapar = (texto: string) => texto.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The reminder of one person's missing days (`diasSinHoras`: `YYYY-MM-DD`, ascending), with a link to Horas. */
export function mensajeRecordatorio(destinatario: { email: string; nombre: string; diasSinHoras: string[] }, horasUrl: string): MensajeCorreo {
  const dias = destinatario.diasSinHoras.map(diaConNombre);
  const encabezado = dias.length === 1 ? 'Falta cargar las horas de este día:' : 'Faltan cargar las horas de estos días:';
  const motivo = `Este aviso se envía cuando alguno de sus últimos ${DIAS_HABILES_RECORDATORIO} días hábiles no tiene horas cargadas.`;
  return {
    para: destinatario.email,
    asunto: ASUNTO_RECORDATORIO,
    texto: [
      `Hola ${destinatario.nombre}:`, '',
      encabezado,
      ...dias.map((d) => `  - ${d}`), '',
      `Puede cargarlas en Horas: ${horasUrl}`, '',
      motivo, '',
    ].join('\n'),
    html: [
      `<p>Hola ${escapar(destinatario.nombre)}:</p>`,
      `<p>${encabezado}</p>`,
      `<ul>${dias.map((d) => `<li>${d}</li>`).join('')}</ul>`,
      `<p>Puede cargarlas en <a href="${escapar(horasUrl)}">Horas</a>: ${escapar(horasUrl)}</p>`,
      `<p><small>${motivo}</small></p>`,
    ].join('\n'),
  };
}
