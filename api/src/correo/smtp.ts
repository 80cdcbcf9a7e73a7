import nodemailer from 'nodemailer';
import { ArranqueImposibleError } from '../lib/arranque';
import type { MensajeCorreo } from '../services/mensaje-recordatorio';
import { CorreoNoDisponibleError } from '../services/recordatorios';

/**
 * How long a mail server may keep a send waiting. Well below nodemailer's defaults (2 min to connect,
 * 10 min of silence): a server that is down fails the send soon, and the next run tries again.
 */
const PLAZOS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };
const CONEXIONES = 5;
/** nodemailer's codes of a failure of one message (a refused recipient, a bad message); any other is the server's. */
const DE_UN_MENSAJE = new Set(['EENVELOPE', 'EMESSAGE', 'ESTREAM']);

/** The reminders' mail server: nodemailer's pooled SMTP transport over SMTP_URL, sending as SMTP_FROM. */
export function correoSmtp(url: string, remitente: string | undefined) {
  let protocolo: string;
  try {
    protocolo = new URL(url).protocol;
  } catch {
    protocolo = '';
  }
  if (protocolo !== 'smtp:' && protocolo !== 'smtps:') {
    throw new ArranqueImposibleError('SMTP_URL debe ser una dirección smtp:// o smtps:// (por ejemplo smtp://usuario:clave@correo.example.com:587).');
  }
  if (!remitente) throw new ArranqueImposibleError('Con SMTP_URL hace falta SMTP_FROM, el remitente de los recordatorios (por ejemplo "Horas <horas@example.com>").');
  const transporte = nodemailer.createTransport({ pool: true, url, maxConnections: CONEXIONES, ...PLAZOS });
  return {
    async enviar({ para, asunto, texto, html }: MensajeCorreo): Promise<void> {
      try {
        await transporte.sendMail({ from: remitente, to: para, subject: asunto, text: texto, html });
      } catch (error) {
        const codigo = (error as { code?: string }).code;
        if (codigo && DE_UN_MENSAJE.has(codigo)) throw error;
        throw new CorreoNoDisponibleError(`El servidor de correo no está disponible (${codigo ?? 'sin código'}).`, { cause: error });
      }
    },
    cerrar: () => transporte.close(),
  };
}
