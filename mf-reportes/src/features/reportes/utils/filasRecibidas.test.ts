import { describe, expect, it } from 'vitest';
import { cuerpoEnTrozos, libroDePrueba } from '@horas/shared/testing';
import { seguirFilas, ultimaFila } from './filasRecibidas';

const bytes = (texto: string) => new TextEncoder().encode(texto);

/**
 * Feeds the bytes in pieces, as they come from the network, and collects what was reported: until
 * `filasEsperadas` is (the inflating runs beside the test, as long as the machine needs), or else
 * for a moment.
 */
async function seguir(archivo: Uint8Array, tamano: number, filasEsperadas?: number) {
  const vistas: number[] = [];
  let alLlegar = () => {};
  const llegaron = new Promise<void>((listo) => (alLlegar = listo));
  const filas = seguirFilas((n) => {
    vistas.push(n);
    if (n === filasEsperadas) alLlegar();
  });
  const lector = cuerpoEnTrozos(archivo, tamano).cuerpo.getReader();
  for (let trozo = await lector.read(); !trozo.done; trozo = await lector.read()) filas.escribir(trozo.value);
  await (filasEsperadas ? llegaron : new Promise((listo) => setTimeout(listo, 100)));
  filas.terminar();
  return vistas;
}

describe('ultimaFila', () => {
  it('reads the number of the last row tag', () => {
    expect(ultimaFila(bytes('</c></row><row r="41"><c><v>1</v></c></row><row r="42"><c>'))).toBe(42);
  });

  it('skips a tag cut at the end, and answers 0 without a whole one', () => {
    expect(ultimaFila(bytes('<row r="11"><c></c></row><row r="12'))).toBe(11);
    expect(ultimaFila(bytes('<c><v>1</v></c></row>'))).toBe(0);
    expect(ultimaFila(bytes('</row><row r="12'))).toBe(0);
  });
});

describe('seguirFilas', () => {
  it.each([7, 64, 4096])('counts the data rows of the sheet as they are inflated (pieces of %i bytes)', async (tamano) => {
    const vistas = await seguir(libroDePrueba(2500), tamano, 2500);
    expect(vistas).toEqual([...vistas].sort((a, b) => a - b));
  });

  it('reports nothing for bytes that are not such a zip', async () => {
    expect(await seguir(bytes('<html>502 Bad Gateway</html>'.repeat(10)), 16)).toEqual([]);
  });
});
