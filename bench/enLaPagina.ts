import type { Browser, Page } from '@playwright/test';
import { USUARIOS, type UsuarioDemo } from '../e2e/support/usuarios';

/**
 * Timing a screen from inside the page (front.ts, aprobaciones.ts): no round trip between the clock
 * and the click, nor between what the page shows and the moment it is taken. The context must run
 * `INICIO_DE_CONTEXTO` first (addInitScript).
 */

/** tsx keeps function names with an `__name` helper, which functions sent to the page carry along. */
export const INICIO_DE_CONTEXTO = 'globalThis.__name = (f) => f; performance.setResourceTimingBufferSize(2000);';

/** Runs in the page: `window.__listo` resolves to performance.now() of the first frame after `listo(arg)` holds. */
function instalar(listo: (arg: unknown) => boolean, arg: unknown) {
  const w = window as unknown as { __listo?: Promise<number> };
  w.__listo = new Promise<number>((resolver) => {
    const comprobar = () => {
      if (!listo(arg)) return;
      observador.disconnect();
      requestAnimationFrame(() => resolver(performance.now()));
    };
    const observador = new MutationObserver(comprobar);
    observador.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/**
 * Installs the watcher for a condition on the page: `listo` runs in the page, so it may use only
 * its argument (JSON) and the page's globals, nothing of this module.
 */
export const vigilar = <A>(page: Page, listo: (arg: A) => boolean, arg: A) =>
  page.evaluate(`(${instalar.toString()})(${listo.toString()}, ${JSON.stringify(arg)})`);

/** Clicks in the page the first `selector` (holding `textoBoton`, if given); returns performance.now() of the click. */
export const clicEn = (page: Page, selector: string, textoBoton?: string) =>
  page.evaluate(
    ({ selector, textoBoton }) => {
      const el = [...document.querySelectorAll<HTMLElement>(selector)].find((e) => !textoBoton || e.textContent?.includes(textoBoton));
      if (!el) throw new Error(`sin ${selector} ${textoBoton ?? ''}`);
      const t0 = performance.now();
      el.click();
      return t0;
    },
    { selector, textoBoton },
  );

/** performance.now() of the frame the watched condition first held. */
export const tiempoListo = (page: Page) => page.evaluate(() => (window as unknown as { __listo: Promise<number> }).__listo);

/** A new context with the CPU `cpu` times slower, `quien` (the administrator unless said) signed in and the week on screen. */
export async function enInicio(browser: Browser, url: string, cpu: number, quien: UsuarioDemo = 'admin'): Promise<Page> {
  const contexto = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await contexto.addInitScript(INICIO_DE_CONTEXTO);
  const page = await contexto.newPage();
  await (await contexto.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.goto(`${url}/login`);
  await page.getByLabel('Usuario').fill(USUARIOS[quien].email);
  await page.getByLabel('Contraseña').fill(USUARIOS[quien].contrasena);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL('**/home');
  await page.getByRole('button', { name: 'Agregar hora' }).first().waitFor();
  return page;
}
