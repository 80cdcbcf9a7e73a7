import net from 'node:net';

/**
 * How a cut looks from the API. `rechazar`: open connections closed, nothing listens. `agujero`: open
 * connections closed, new ones accepted and never answered. `congelar`: open connections stay open
 * but nothing crosses them, new ones as `agujero` (a hung server, or a network that drops everything).
 */
export type Corte = 'rechazar' | 'agujero' | 'congelar';

export interface ProxyTcp {
  puerto: number;
  cortar: (corte: Corte) => Promise<void>;
  /** Lets everything through again: frozen connections carry on, swallowed ones are closed. */
  restablecer: () => Promise<void>;
  cerrar: () => Promise<void>;
}

interface Par { cliente: net.Socket; servidorPg: net.Socket }

const unir = ({ cliente, servidorPg }: Par) => { cliente.pipe(servidorPg).pipe(cliente); };
const separar = ({ cliente, servidorPg }: Par) => {
  cliente.unpipe(servidorPg);
  servidorPg.unpipe(cliente);
  cliente.pause();
  servidorPg.pause();
};

/** A TCP proxy on a loopback port to `destino` that the test can cut, as a network or a restart would. */
export async function proxyTcp(destino: { host: string; port: number }): Promise<ProxyTcp> {
  const pares = new Set<Par>();
  const tragados = new Set<net.Socket>();
  let corte: Corte | undefined;
  const servidor = net.createServer((cliente) => {
    cliente.on('error', () => undefined);
    // One that arrived while the listener was closing is refused like the ones after it.
    if (corte === 'rechazar') {
      cliente.destroy();
      return;
    }
    if (corte) {
      tragados.add(cliente);
      cliente.on('close', () => tragados.delete(cliente));
      return;
    }
    const par = { cliente, servidorPg: net.connect(destino).on('error', () => undefined) };
    pares.add(par);
    unir(par);
    const fin = () => { pares.delete(par); cliente.destroy(); par.servidorPg.destroy(); };
    cliente.on('close', fin);
    par.servidorPg.on('close', fin);
  });
  const escuchar = (puerto: number) => new Promise<void>((resolve, reject) => {
    servidor.once('error', reject).listen(puerto, '127.0.0.1', () => { servidor.off('error', reject); resolve(); });
  });
  const cerrarAbiertas = () => {
    pares.forEach(({ cliente }) => cliente.destroy());
    tragados.forEach((s) => s.destroy());
  };
  const dejarDeEscuchar = () => new Promise<void>((resolve) => {
    cerrarAbiertas();
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
      else if (nuevo === 'agujero') cerrarAbiertas();
      else pares.forEach(separar);
    },
    async restablecer() {
      if (corte === 'congelar') pares.forEach(unir);
      corte = undefined;
      tragados.forEach((s) => s.destroy());
      if (!servidor.listening) await escuchar(puerto);
    },
    cerrar: dejarDeEscuchar,
  };
}
