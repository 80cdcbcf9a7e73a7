import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useEstadoAnalisis } from './useEstadoAnalisis';

const enRuta = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/analisis?fechaDesde=2026-01-01&fechaHasta=2026-12-31&grupo=cliente&periodo=mes']}>{children}</MemoryRouter>
);

describe('useEstadoAnalisis', () => {
  it('a change made before the previous one is drawn applies on top of it (a quick second click)', () => {
    const { result } = renderHook(() => ({ ...useEstadoAnalisis(), busqueda: useLocation().search }), { wrapper: enRuta });

    act(() => {
      result.current.cambiar((actual) => ({ ...actual, grupo: 'servicio' }));
      result.current.cambiar((actual) => ({ ...actual, periodo: 'trimestre' }));
      result.current.cambiar((actual) => ({ ...actual, comparar: true }));
    });

    expect(result.current.estado).toMatchObject({ grupo: 'servicio', periodo: 'trimestre', comparar: true });
    expect(new URLSearchParams(result.current.busqueda).get('periodo')).toBe('trimestre');
  });
});
