import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that keeps every message it accepts, parsed, and refuses the recipients it is told to. */
export interface SmtpDePrueba {
  url: string;
  recibidos: ParsedMail[];
  /** Whether to refuse (550) a recipient's address: nobody at first. */
  rechazar: (email: string) => boolean;
  /** The messages for one address. */
  para: (email: string) => ParsedMail[];
  cerrar: () => Promise<void>;
}

export async function smtpDePrueba(): Promise<SmtpDePrueba> {
  const prueba = { recibidos: [] as ParsedMail[], rechazar: (_email: string) => false };
  const servidor = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(direccion, _sesion, listo) {
      listo(prueba.rechazar(direccion.address) ? Object.assign(new Error('Buzón no disponible'), { responseCode: 550 }) : null);
    },
    onData(datos, _sesion, listo) {
      simpleParser(datos).then((mensaje) => { prueba.recibidos.push(mensaje); listo(); }, listo);
    },
  });
  await new Promise<void>((listo) => { servidor.listen(0, '127.0.0.1', listo); });
  const { port } = servidor.server.address() as AddressInfo;
  return Object.assign(prueba, {
    url: `smtp://127.0.0.1:${port}`,
    para: (email: string) => prueba.recibidos.filter((m) => m.to && !Array.isArray(m.to) && m.to.value.some((d) => d.address === email)),
    cerrar: () => new Promise<void>((listo) => { servidor.close(() => listo()); }),
  });
}
