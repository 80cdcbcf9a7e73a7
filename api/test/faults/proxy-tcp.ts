import net from 'node:net';

/** How a cut looks from the API: nothing listens (refused), or TCP is accepted and nothing ever comes back. */
export type Corte = 'rechazar' | 'agujero';

export interface ProxyTcp {
  puerto: number;
  /** Destroys every open connection, then refuses or swallows new ones until `restablecer`. */
  cortar: (corte: Corte) => Promise<void>;
  restablecer: () => Promise<void>;
  cerrar: () => Promise<void>;
}

/** A TCP proxy on a loopback port to `destino` that the test can cut, as a network or a restart would. */
export async function proxyTcp(destino: { host: string; port: number }): Promise<ProxyTcp> {
  const abiertos = new Set<net.Socket>();
  let corte: Corte | undefined;
  const seguir = (s: net.Socket) => {
    abiertos.add(s);
    s.on('error', () => undefined).on('close', () => abiertos.delete(s));
  };
  const servidor = net.createServer((cliente) => {
    seguir(cliente);
    if (corte === 'agujero') return;
    const servidorPg = net.connect(destino);
    seguir(servidorPg);
    cliente.pipe(servidorPg).pipe(cliente);
    cliente.on('close', () => servidorPg.destroy());
    servidorPg.on('close', () => cliente.destroy());
  });
  const escuchar = (puerto: number) => new Promise<void>((resolve, reject) => {
    servidor.once('error', reject).listen(puerto, '127.0.0.1', () => { servidor.off('error', reject); resolve(); });
  });
  const dejarDeEscuchar = () => new Promise<void>((resolve) => {
    abiertos.forEach((s) => s.destroy());
    if (servidor.listening) servidor.close(() => resolve());
    else resolve();
  });
  await escuchar(0);
  const { port: puerto } = servidor.address() as net.AddressInfo;
  return {
    puerto,
    async cortar(nuevo) {
      corte = nuevo;
      if (nuevo === 'rechazar') await dejarDeEscuchar();
      else abiertos.forEach((s) => s.destroy());
    },
    async restablecer() {
      corte = undefined;
      abiertos.forEach((s) => s.destroy());
      if (!servidor.listening) await escuchar(puerto);
    },
    cerrar: dejarDeEscuchar,
  };
}
