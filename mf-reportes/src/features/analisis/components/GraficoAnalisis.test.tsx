import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Analisis, GrupoAnalisis } from '@horas/shared';
import { analisisDePrueba } from '../utils/analisisDePrueba';
import { datosDelGrafico } from '../utils/grafico';
import { dibujarGrafico } from './GraficoAnalisis';

// jsdom lays nothing out: the chart's box measures as a 640 × 320 one would, its legend one line.
const alto = (elemento: HTMLElement) => (elemento.classList.contains('recharts-legend-wrapper') ? 20 : 320);
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return { width: 640, height: alto(this), top: 0, left: 0, right: 640, bottom: alto(this), x: 0, y: 0, toJSON: () => ({}) };
  });
  for (const medida of ['clientWidth', 'offsetWidth'] as const) vi.spyOn(HTMLElement.prototype, medida, 'get').mockReturnValue(640);
  for (const medida of ['clientHeight', 'offsetHeight'] as const) vi.spyOn(HTMLElement.prototype, medida, 'get').mockImplementation(function (this: HTMLElement) { return alto(this); });
});
afterEach(() => {
  vi.restoreAllMocks();
  // recharts measures texts in a span of its own, left in the page.
  document.getElementById('recharts_measurement_span')?.remove();
});

const dibujar = (analisis: Analisis) => render(dibujarGrafico({ datos: datosDelGrafico(analisis), onElegir: () => undefined }));
const colorEnLaLeyenda = (nombre: string) => screen.getByLabelText(`${nombre} legend icon`).querySelector('path')?.getAttribute('fill');
const leyenda = (contenedor: HTMLElement) => [...contenedor.querySelectorAll('.recharts-legend-item-text')].map((e) => e.textContent);
const grupo = (id: number | null, nombre: string, horas: number): GrupoAnalisis =>
  ({ id, nombre, horas, registros: 1, porcentaje: 0, serie: [horas, 0, 0] });

describe("the chart of 'Análisis'", () => {
  it('gives a group its own colour, whatever its rank among the others', () => {
    const primero = dibujar(analisisDePrueba({ subgrupo: null, grupos: [grupo(1, 'Acme', 5), grupo(2, 'Beta', 3)] }));
    const acme = colorEnLaLeyenda('Acme');
    const beta = colorEnLaLeyenda('Beta');
    expect(acme).not.toBe(beta);
    primero.unmount();
    dibujar(analisisDePrueba({ subgrupo: null, grupos: [grupo(3, 'Gamma', 9), grupo(2, 'Beta', 4), grupo(1, 'Acme', 1)] }));
    expect(colorEnLaLeyenda('Acme')).toBe(acme);
    expect(colorEnLaLeyenda('Beta')).toBe(beta);
  });

  it("says 'hs' on its axis of hours", async () => {
    const { container } = dibujar(analisisDePrueba());
    // jsdom measures every text as wide as the box: recharts keeps one tick and breaks it at its space.
    const eje = () => [...container.querySelectorAll('.recharts-yAxis-tick-labels text')].map((t) => t.textContent);
    await waitFor(() => expect(eje().length).toBeGreaterThan(0));
    for (const marca of eje()) expect(marca).toMatch(/^\d[\d,.]*( ?mil| ?M)? ?hs$/);
  });

  it('lists the legend in the stacking order (largest first, as the table), not by name', () => {
    const { container } = dibujar(analisisDePrueba({ subgrupo: null, grupos: [grupo(3, 'Zeta', 9), grupo(1, 'Acme', 4), grupo(2, 'Media', 1)] }));
    expect(leyenda(container)).toEqual(['Zeta', 'Acme', 'Media']);
  });

  it('shows the comparison: the previous range beside each person, named in the legend', () => {
    const { container } = dibujar(analisisDePrueba({
      anterior: { fechaDesde: '2026-04-01', fechaHasta: '2026-06-30' }, grupo: 'usuario', subgrupo: null, periodo: null, periodos: [],
      grupos: [{ id: 2, nombre: 'Ana García', horas: 20, registros: 3, porcentaje: 100, objetivo: 160, horasAnterior: 12 }],
    }));
    expect(leyenda(container)).toEqual(['Horas', 'Objetivo', 'Comparado con 01/04/2026 – 30/06/2026']);
    // Its bar is outlined white: its name is written in the text's colour, not the bar's.
    expect(screen.getByText('Comparado con 01/04/2026 – 30/06/2026')).toHaveStyle({ color: 'rgb(51, 51, 51)' });
  });
});
