import nodemailer from 'nodemailer';
import { ArranqueImposibleError } from '../lib/arranque';
import type { MensajeCorreo } from '../services/mensaje-recordatorio';
import { CorreoNoDisponibleError, ENVIOS_SIMULTANEOS } from '../services/recordatorios';

/** How long a connected mail server may keep a send waiting in silence: nodemailer's default is 10 minutes. */
const SILENCIO_MS = 60_000;
/** nodemailer's codes of a failure of one message (a refused recipient, a bad message); any other is the server's. */
const DE_UN_MENSAJE = new Set(['EENVELOPE', 'EMESSAGE', 'ESTREAM']);

/**
 * The reminders' mail server: nodemailer's pooled SMTP transport over SMTP_URL, sending as SMTP_FROM.
 * `plazoMs` (SMTP_TIMEOUT_MS) bounds the connection and the greeting, well below nodemailer's
 * defaults (2 minutes to connect): a server that is down fails the send soon, and a later run tries
 * again. The pool holds one connection per send a run has in flight, so none waits in its queue.
 */
export function correoSmtp(url: string, remitente: string | undefined, plazoMs: number) {
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
  const transporte = nodemailer.createTransport({
    pool: true, url, maxConnections: ENVIOS_SIMULTANEOS, connectionTimeout: plazoMs, greetingTimeout: plazoMs, socketTimeout: SILENCIO_MS,
  });
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
