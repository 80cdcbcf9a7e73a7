import net, { type AddressInfo, type Socket } from 'node:net';
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
  /** Goes down: its connections drop and its port refuses new ones, until `volver`. */
  caer: () => Promise<void>;
  /** Listens again on the same port. */
  volver: () => Promise<void>;
  cerrar: () => Promise<void>;
}

export async function smtpDePrueba(): Promise<SmtpDePrueba> {
  const prueba = { recibidos: [] as ParsedMail[], rechazar: (_email: string) => false };
  const servidor = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // Not the name of 127.0.0.1 from the machine's DNS before each greeting (up to 1.5 s per connection).
    disableReverseLookup: true,
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
  const abiertas = new Set<Socket>();
  servidor.server.on('connection', (socket: Socket) => {
    abiertas.add(socket);
    socket.on('close', () => abiertas.delete(socket));
  });
  return Object.assign(prueba, {
    url: `smtp://127.0.0.1:${port}`,
    para: (email: string) => prueba.recibidos.filter((m) => m.to && !Array.isArray(m.to) && m.to.value.some((d) => d.address === email)),
    caer: () => new Promise<void>((listo) => {
      servidor.server.close(() => listo());
      for (const socket of abiertas) socket.destroy();
    }),
    volver: () => new Promise<void>((listo) => { servidor.server.listen(port, '127.0.0.1', listo); }),
    cerrar: () => new Promise<void>((listo) => { servidor.close(() => listo()); }),
  });
}

/** A mail server that hangs: it accepts each connection and never says a word. Counts the connections. */
export async function smtpMudo(): Promise<{ url: string; conexiones: () => number; cerrar: () => Promise<void> }> {
  const abiertas = new Set<Socket>();
  let conexiones = 0;
  const servidor = net.createServer((socket) => {
    conexiones++;
    abiertas.add(socket);
    socket.on('close', () => abiertas.delete(socket));
  });
  await new Promise<void>((listo) => { servidor.listen(0, '127.0.0.1', listo); });
  return {
    url: `smtp://127.0.0.1:${(servidor.address() as AddressInfo).port}`,
    conexiones: () => conexiones,
    cerrar: () => new Promise<void>((listo) => {
      servidor.close(() => listo());
      for (const socket of abiertas) socket.destroy();
    }),
  };
}
