import type { ParsedMail } from 'mailparser';
import { expect } from 'vitest';
import type { SmtpDePrueba } from './smtp-de-prueba';

export const HORAS_URL = 'https://horas.example.test';

/** The link of the last mail to `email` (read from its text), and its token. */
export function enlaceDe(smtp: SmtpDePrueba, email: string): { mail: ParsedMail; enlace: string; ruta: string; token: string } {
  const mail = smtp.para(email).at(-1);
  expect(mail, `un correo para ${email}`).toBeDefined();
  const m = /(https?:\/\/\S+)\/(activar|restablecer)#([A-Za-z0-9_-]+)/.exec(mail!.text ?? '');
  expect(m, mail!.text).not.toBeNull();
  return { mail: mail!, enlace: m![0], ruta: m![2], token: m![3] };
}
