import { expect, test } from '@playwright/test';
import { fila } from '../support/administracion';
import { URL_API } from '../support/entorno';
import { loginAs } from '../support/sesion';

/**
 * What is pressed in the admin's panels stays under the pointer until the release.
 * CI lost clicks there (no error, nothing happened): Playwright checks its target at the press only,
 * and when the target moved before the release the click went to what both points had in common.
 * The test sets up the move that a loaded machine landed inside a click.
 */

test("a row that arrives while 'Gestión de Catálogo' opens, once scrolled into view, stays there as the panel ends opening", async ({ page }) => {
  await loginAs(page, 'admin');
  // The catalogue answers once the panel's opening motion has begun, as on a loaded machine: its
  // three lists, asked beforehand, are answered from here the moment the page says the motion began.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  let empezar = () => {};
  const empezado = new Promise<void>((listo) => { empezar = listo; });
  await page.exposeFunction('movimientoEmpezado', () => empezar());
  for (const lista of ['/horas/areas', '/servicios/servicios', '/tareas/tareas']) {
    const respuesta = await page.request.get(`${URL_API}${lista}`, { headers: { Authorization: `Bearer ${token}` } });
    await page.route(`${URL_API}${lista}`, async (ruta) => {
      await empezado;
      await ruta.fulfill({ response: respuesta });
    });
  }
  // Transitions 10 times slower: the motion runs to antd's 500 ms deadline instead of 200 ms.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.1 });
  // In the page, with no round trip to lose the motion's 500 ms: as soon as the row arrives, its
  // 'Expandir fila' is scrolled into view (what Playwright's click does first, and a focus too) and
  // measured; measured again once the motion has ended (antd's motion classes gone).
  const vigilancia = page.evaluate(() => new Promise<{ duranteElMovimiento: boolean; desplazamiento: number }>((listo) => {
    const enMovimiento = () => document.querySelector('.ant-motion-collapse') !== null;
    let avisado = false;
    let boton: Element | undefined;
    let antes = 0;
    let duranteElMovimiento = false;
    const observador = new MutationObserver(() => {
      if (!avisado && document.querySelector('.ant-motion-collapse-enter-active')) {
        avisado = true;
        (window as unknown as { movimientoEmpezado: () => void }).movimientoEmpezado();
      }
      if (!boton) {
        const celda = [...document.querySelectorAll('td')].find((td) => td.textContent === 'Desarrollo');
        boton = celda?.closest('tr')?.querySelector('button[aria-label="Expandir fila"]') ?? undefined;
        if (!boton) return;
        duranteElMovimiento = enMovimiento();
        boton.scrollIntoView({ block: 'center' });
        antes = boton.getBoundingClientRect().y;
      }
      if (!enMovimiento()) {
        observador.disconnect();
        requestAnimationFrame(() => listo({ duranteElMovimiento, desplazamiento: Math.round(boton!.getBoundingClientRect().y - antes) }));
      }
    });
    observador.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  }));
  await page.getByRole('button', { name: 'Gestión de Catálogo' }).click();
  const { duranteElMovimiento, desplazamiento } = await vigilancia;
  // A machine slow enough to draw the row only once the motion is over leaves nothing to check: said here.
  test.info().annotations.push({ type: 'row drawn during the motion', description: String(duranteElMovimiento) });
  expect(desplazamiento, 'how far the row moved when the panel ended opening').toBe(0);
  await fila(page.getByRole('region', { name: 'Áreas', exact: true }), 'Desarrollo').getByRole('button', { name: 'Expandir fila' }).click();
  await expect(page.getByRole('region', { name: 'Servicios de Desarrollo', exact: true })).toBeVisible();
});
