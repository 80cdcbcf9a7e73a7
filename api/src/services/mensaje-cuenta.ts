import { ASUNTOS_CUENTAS } from '@horas/shared/contracts';
import type { Proposito } from '../repositories/tokens-cuenta';
import type { MensajeCorreo } from './mensaje-recordatorio';

const ENTIDADES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** A text written into a mail's HTML (a person's name, a link): its markup characters escaped. */
export const escaparHtml = (texto: string) => texto.replace(/[&<>"']/g, (c) => ENTIDADES[c]);

/** 'válido por 7 días', 'válido por 60 minutos'. */
export function validez(cantidad: number, unidad: 'día' | 'minuto'): string {
  return `válido por ${cantidad} ${unidad}${cantidad === 1 ? '' : 's'}`;
}

const TEXTOS: Readonly<Record<Proposito, { intro: string; accion: string; cierre: string }>> = {
  invitacion: {
    intro: 'Un administrador le creó una cuenta en Horas.',
    accion: 'Para elegir su contraseña y entrar, abra este enlace',
    cierre: 'Si no esperaba esta invitación, puede ignorar este correo.',
  },
  restablecer: {
    intro: 'Recibimos un pedido para restablecer su contraseña de Horas.',
    accion: 'Para elegir una contraseña nueva, abra este enlace',
    cierre: 'Si no lo pidió, ignore este correo: su contraseña sigue siendo la misma.',
  },
};

/** The mail of an invitation or a reset: the link (its token in the fragment) and how long it lives. */
export function mensajeDeCuenta(proposito: Proposito, para: { email: string; nombre: string }, enlace: string, vigencia: string): MensajeCorreo {
  const { intro, accion, cierre } = TEXTOS[proposito];
  return {
    para: para.email,
    asunto: ASUNTOS_CUENTAS[proposito],
    texto: [`Hola ${para.nombre}:`, '', intro, `${accion} (${vigencia}):`, enlace, '', cierre, ''].join('\n'),
    html: [
      `<p>Hola ${escaparHtml(para.nombre)}:</p>`,
      `<p>${intro}</p>`,
      `<p>${accion} (${vigencia}):<br><a href="${escaparHtml(enlace)}">${escaparHtml(enlace)}</a></p>`,
      `<p><small>${cierre}</small></p>`,
    ].join('\n'),
  };
}
