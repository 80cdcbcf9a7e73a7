import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

const REPORTES = 'http://localhost:3002/mf-manifest.json';
const HORAS = 'http://localhost:3001/mf-manifest.json';
let servido: Record<string, string>;
let pedidos: string[];

beforeEach(() => {
  servido = {
    '/remotes.json': JSON.stringify({ apiUrl: 'http://localhost:3000', remotes: { mf_reportes: REPORTES, mf_horas: HORAS } }),
    [REPORTES]: '{"id":"mf_reportes","exposes":[{"path":"./Screen","assets":{"js":{"sync":["static/js/1.aaaa.js"]}}}]}',
    [HORAS]: '{"id":"mf_horas"}',
  };
  pedidos = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    pedidos.push(url);
    return url in servido ? new Response(servido[url]) : new Response('', { status: 503 });
  }));
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});


/** The notice as the frame shows it, after the page loaded mf-reportes (as the remotes' catalogue notes it); not mf-horas. */
async function montar() {
  const { anotarVersion } = await import('./versiones');
  const { AvisoVersionNueva } = await import('./AvisoVersionNueva');
  anotarVersion(REPORTES);
  render(<AvisoVersionNueva />);
  await waitFor(() => expect(pedidos).toEqual(expect.arrayContaining([REPORTES, '/remotes.json'])));
}

const volverALaPestana = () => act(() => void window.dispatchEvent(new Event('focus')));
const esperarComprobacion = async (antes: number) => waitFor(() => expect(pedidos.length).toBeGreaterThanOrEqual(antes + 2));

it('says nothing while the release is the one the page started with', async () => {
  await montar();
  const antes = pedidos.length;
  await volverALaPestana();
  await esperarComprobacion(antes);
  expect(screen.queryByText('Hay una versión nueva de Horas.')).not.toBeInTheDocument();
  // A remote the page never loaded is never asked for (staff and the admin remote).
  expect(pedidos).not.toContain(HORAS);
});

it("announces a remote redeployed since, when the tab is looked at again, and 'Recargar' reloads", async () => {
  const recargar = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload: recargar });
  await montar();
  servido[REPORTES] = servido[REPORTES].replace('1.aaaa.js', '1.bbbb.js');
  await volverALaPestana();
  expect(await screen.findByText('Hay una versión nueva de Horas.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Recargar' }));
  expect(recargar).toHaveBeenCalledOnce();
});

it('asks again every ten minutes on its own, and a server that does not answer announces nothing', async () => {
  const reloj = vi.spyOn(window, 'setInterval');
  await montar();
  const [cadaDiezMinutos] = reloj.mock.calls.find(([, ms]) => ms === 10 * 60 * 1000) ?? [];
  expect(cadaDiezMinutos).toBeTypeOf('function');
  const pasanDiezMinutos = () => act(() => void (cadaDiezMinutos as () => void)());
  delete servido[REPORTES];
  const antes = pedidos.length;
  await pasanDiezMinutos();
  await esperarComprobacion(antes);
  expect(screen.queryByText('Hay una versión nueva de Horas.')).not.toBeInTheDocument();
  servido[REPORTES] = '{"id":"mf_reportes","version":"nueva"}';
  await pasanDiezMinutos();
  expect(await screen.findByText('Hay una versión nueva de Horas.')).toBeInTheDocument();
});
