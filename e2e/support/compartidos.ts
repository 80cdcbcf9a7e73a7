import type { Page } from '@playwright/test';

/**
 * Which copy of each shared package the page loaded, from the federation runtime's share scope:
 * package -> the distinct `version@provider` it uses (one entry, `…@shell`, when it is a singleton
 * the shell provides). Read by the federation spec and by the front-end bench.
 */
export function compartidosCargados(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    type Version = { from: string; loaded?: boolean; lib?: unknown };
    const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Version>>>> } }).__FEDERATION__.__SHARE__;
    const resultado: Record<string, string[]> = {};
    for (const instancia of Object.values(share))
      for (const alcance of Object.values(instancia))
        for (const [paquete, versiones] of Object.entries(alcance))
          for (const [version, info] of Object.entries(versiones))
            if (info.loaded || info.lib) (resultado[paquete] ??= []).push(`${version}@${info.from}`);
    return Object.fromEntries(Object.entries(resultado).map(([p, v]) => [p, [...new Set(v)]]));
  });
}
