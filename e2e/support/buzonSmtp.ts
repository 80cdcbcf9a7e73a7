import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CorreoRecibido {
  /** The envelope's recipients. */
  para: string[];
  correo: ParsedMail;
}

/**
 * A real mail server on a free loopback port, for an API a spec owns (`SMTP_URL`): it accepts
 * every message, without TLS or login, and keeps each one parsed.
 */
export class BuzonSmtp {
  readonly recibidos: CorreoRecibido[] = [];
  private readonly servidor = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (flujo, sesion, listo) => {
      simpleParser(flujo).then((correo) => {
        this.recibidos.push({ para: sesion.envelope.rcptTo.map((destino) => destino.address), correo });
        listo();
      }, listo);
    },
  });

  /** On a free port, or on `puerto` (the shared API's mail server, support/servidorDeCorreo.ts). */
  abrir(puerto = 0): Promise<void> {
    return new Promise((resolve, reject) => {
      this.servidor.once('error', reject);
      this.servidor.listen(puerto, '127.0.0.1', () => resolve());
    });
  }

  /** What the API's SMTP_URL says. */
  get url(): string {
    return `smtp://127.0.0.1:${(this.servidor.server.address() as AddressInfo).port}`;
  }

  /** The messages delivered to `email` so far. */
  para = (email: string) => this.recibidos.filter((recibido) => recibido.para.includes(email)).map((recibido) => recibido.correo);

  cerrar = (): Promise<void> => new Promise((resolve) => this.servidor.close(() => resolve()));
}
