import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { arrancarServidor } from './servidor-proceso';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'horas-apagado-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// A client that never finishes its request (a half-sent header) used to hold SIGTERM until the
// 60 s headers timeout, with the database and its lock still open: seen in the e2e fault specs.
it('SIGTERM stops the server even with a request half-sent (it cuts that connection), and releases the data dir', async () => {
  const servidor = await arrancarServidor({ DATA_DIR: dir });
  const { port } = new URL(servidor.url);
  const socket = net.connect(Number(port), '127.0.0.1');
  await new Promise((listo) => socket.once('connect', listo));
  socket.write('GET /health HTTP/1.1\r\nHost: horas\r\n'); // no blank line: the request never ends
  await new Promise((listo) => setTimeout(listo, 300));

  let cortadaPorElServidor = false;
  socket.once('close', () => { cortadaPorElServidor = true; });
  servidor.proceso.kill('SIGTERM');
  // Without the cut it would wait for Node's 60 s headers timeout: fail well before that.
  const { code } = await Promise.race([servidor.fin, new Promise<never>((_, falla) => setTimeout(() => falla(new Error(`sigue vivo:\n${servidor.salida()}`)), 45_000))]);
  expect(code).toBe(0);
  expect(cortadaPorElServidor).toBe(true);
  socket.destroy();
  expect(fs.existsSync(path.join(dir, 'horas-api.lock'))).toBe(false);

  const otra = await arrancarServidor({ DATA_DIR: dir }); // the data dir opens again at once
  await otra.detener();
});
