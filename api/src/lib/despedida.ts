import net from 'node:net';
import type { Server } from 'node:http';

/**
 * How an instance leaves without cutting a request while a proxy keeps sending it some (a release
 * restarts it, deploy/README.md). Follows the server's connections from the start; `despedir`:
 * - stops accepting connections at once: a refused connect carries nothing yet, so the proxy sends
 *   that request to another instance, whatever its method;
 * - answers what still comes on open connections, each answer closing its connection;
 * - waits until the clients have closed every connection, at most `plazoMs`: an idle kept-alive
 *   connection is closed by the proxy once idle for its own keep-alive time (nginx.conf: 2 s),
 *   never by the instance, which could cut a request the proxy was sending on it at that moment (a
 *   POST the proxy cannot send again: one 502 in a release under load);
 * - then cuts whatever is left (a request that never ends, a client that keeps a connection idle).
 */
export function seguirConexiones(server: Server): { despedir: (plazoMs: number) => Promise<void> } {
  const conexiones = new Set<net.Socket>();
  let sinConexiones: (() => void) | undefined;
  server.on('connection', (socket: net.Socket) => {
    conexiones.add(socket);
    socket.once('close', () => {
      conexiones.delete(socket);
      if (conexiones.size === 0) sinConexiones?.();
    });
  });

  return {
    async despedir(plazoMs) {
      server.prependListener('request', (_pedido, respuesta) => respuesta.setHeader('Connection', 'close'));
      // net.Server's close, not http.Server's: that one also closes the idle connections at once.
      net.Server.prototype.close.call(server);
      if (conexiones.size > 0) {
        await new Promise<void>((listo) => {
          const plazo = setTimeout(listo, plazoMs);
          sinConexiones = () => { clearTimeout(plazo); listo(); };
        });
      }
      server.closeAllConnections();
    },
  };
}
