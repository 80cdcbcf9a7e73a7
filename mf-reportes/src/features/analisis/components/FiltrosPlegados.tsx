import { Button, Drawer } from 'antd';
import { useState, type ReactNode } from 'react';

/**
 * On a phone the screen's controls wait behind 'Filtros', in a side panel, so the chart is on the
 * first screen; the button counts the filters in force ('Filtros (2)'). Each change applies at once,
 * as beside the chart; the panel stays open until closed.
 */
export function FiltrosPlegados({ aplicados, children }: { aplicados: number; children: ReactNode }) {
  const [abierto, setAbierto] = useState(false);
  return (
    <>
      <Button aria-expanded={abierto} onClick={() => setAbierto(true)}>{aplicados ? `Filtros (${aplicados})` : 'Filtros'}</Button>
      <Drawer title="Filtros" open={abierto} onClose={() => setAbierto(false)} placement="right">
        {children}
      </Drawer>
    </>
  );
}
