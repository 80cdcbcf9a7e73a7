import { expect, test, type Page } from '@playwright/test';
import { REMOTOS } from '@horas/shared/federation';
import { urlDe } from '../support/entorno';
import { loginAs } from '../support/sesion';

/** Shared packages the page has loaded, from the federation runtime's share scope. */
const compartidosCargados = (page: Page) =>
  page.evaluate(() => {
    type Version = { loaded?: boolean; lib?: unknown };
    const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Version>>>> } }).__FEDERATION__.__SHARE__;
    const cargados = new Set<string>();
    for (const instancia of Object.values(share))
      for (const alcance of Object.values(instancia))
        for (const [paquete, versiones] of Object.entries(alcance))
          if (Object.values(versiones).some((v) => v.loaded || v.lib)) cargados.add(paquete);
    return [...cargados];
  });

test('the login screen loads neither antd nor the rest of @horas/shared, nor any remote, before sign-in', { tag: '@federacion' }, async ({ page }) => {
  const pedidas: string[] = [];
  page.on('request', (r) => pedidas.push(r.url()));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const antes = await compartidosCargados(page);
  expect(antes).toContain('react-dom');
  expect(antes).not.toContain('antd');
  expect(antes).not.toContain('@horas/shared');
  for (const remoto of REMOTOS) expect(pedidas.filter((url) => url.startsWith(urlDe(remoto)))).toEqual([]);

  await loginAs(page, 'ana');
  await expect(page.getByRole('button', { name: 'Agregar hora' }).first()).toBeVisible();
  expect(await compartidosCargados(page)).toEqual(expect.arrayContaining(['antd', '@horas/shared']));
});

test('content-hashed files are served as immutable, the rest is revalidated', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();

  const cacheDe = async (url: string) => (await request.get(url)).headers()['cache-control'];
  const conHash = scripts.filter((url) => /\.[0-9a-f]{8,}\.js$/.test(url));
  expect(conHash.length).toBeGreaterThan(0);
  for (const url of conHash) expect(await cacheDe(url), url).toBe('public, max-age=31536000, immutable');
  for (const ruta of ['/login', '/index.html', '/remotes.json']) expect(await cacheDe(ruta), ruta).toBe('no-cache');
});

test("a remote's manifest is revalidated, its hashed chunks kept", { tag: '@federacion' }, async ({ request }) => {
  const manifiesto = await request.get(`${urlDe('mf_horas')}/mf-manifest.json`);
  expect(manifiesto.headers()['cache-control']).toBe('no-cache');
  const { metaData } = (await manifiesto.json()) as { metaData: { remoteEntry: { name: string; path: string } } };
  const entrada = await request.get(`${urlDe('mf_horas')}/${[metaData.remoteEntry.path, metaData.remoteEntry.name].filter(Boolean).join('/')}`);
  expect(entrada.ok()).toBe(true);
  // The entry's name carries its content hash, so it can be kept; the manifest that names it cannot.
  expect(entrada.headers()['cache-control']).toBe(metaData.remoteEntry.name.match(/\.[0-9a-f]{8,}\.js$/) ? 'public, max-age=31536000, immutable' : 'no-cache');
});
