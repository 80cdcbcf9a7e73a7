import { BotonOcupado, type HojaDeCalculo } from '@horas/shared';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { useDescarga } from '../hooks/useDescarga';

interface Props {
  titulo: string;
  textoBoton: string;
  /** Built at click time, so the file name carries the day of the download. */
  hoja: () => HojaDeCalculo;
  mensajeSinDatos: string;
  children: ReactNode;
}

/** A results section named by its title, with the button that downloads it as a spreadsheet. */
export function TarjetaConDescarga({ titulo, textoBoton, hoja, mensajeSinDatos, children }: Props) {
  const { descargar, descargando } = useDescarga(mensajeSinDatos);
  return (
    <Card
      title={titulo}
      role="region"
      aria-label={titulo}
      styles={{ title: { whiteSpace: 'normal' } }}
      extra={<BotonOcupado ocupado={descargando} onClick={() => descargar(hoja())}>{textoBoton}</BotonOcupado>}
    >
      {children}
    </Card>
  );
}
