// The little of the Module Federation runtime this plugin touches (shared depends on no MF package).
interface Instancia {
  options: { name: string; shared: Record<string, unknown> };
  loadShare(paquete: string): Promise<unknown>;
}
interface Carga {
  pkgName: string;
  origin: Instancia;
}

const shell = () =>
  (globalThis as { __FEDERATION__?: { __INSTANCES__?: Instancia[] } }).__FEDERATION__?.__INSTANCES__?.find((i) => i.options.name === 'shell');

/**
 * Runtime plugin of every app (shared/federation.ts). When a remote needs a shared module the shell
 * provides but has not loaded yet (an antd component only remotes use), the shell loads it first: the
 * component then runs with the shell's one copy of antd's internals (ConfigProvider context, theme,
 * style cache), and __SHARE__ records it as the shell's. Standalone (no shell) it does nothing.
 */
export default function compartidosDelShell() {
  return {
    name: 'horas-compartidos-del-shell',
    async beforeLoadShare<T extends Carga>(args: T) {
      const host = shell();
      if (host && host !== args.origin && args.pkgName in host.options.shared) await host.loadShare(args.pkgName);
      return args;
    },
  };
}
