/**
 * The jornadas bench's mail server, in its own process as a real one would be: smtp-server on a
 * loopback port that accepts every message and counts the deliveries per recipient (bodies are read
 * and dropped). Prints `{"puerto": N}` when listening; each line `contar` on stdin answers the counts
 * since the last one (`{"address": n}`) and starts again from zero; stdin closing ends it.
 */
import type { AddressInfo } from 'node:net';
import readline from 'node:readline';
import { SMTPServer } from 'smtp-server';

let entregas = new Map<string, number>();
const servidor = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(datos, sesion, listo) {
    datos.on('end', () => {
      for (const { address } of sesion.envelope.rcptTo) entregas.set(address, (entregas.get(address) ?? 0) + 1);
      listo();
    });
    datos.resume();
  },
});
servidor.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ puerto: (servidor.server.address() as AddressInfo).port })}\n`);
});
const entrada = readline.createInterface({ input: process.stdin });
entrada.on('line', (linea) => {
  if (linea.trim() !== 'contar') return;
  process.stdout.write(`${JSON.stringify(Object.fromEntries(entregas))}\n`);
  entregas = new Map();
});
entrada.on('close', () => servidor.close(() => process.exit(0)));
