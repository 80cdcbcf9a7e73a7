import { Descriptions } from 'antd';
import type { Cierre } from '../contracts';
import { fechasLegibles } from '../domain/fechas';
import { formatDiferencia, formatHoras } from '../domain/numeros';

interface Props {
  cierre: Pick<Cierre, 'cargadas' | 'objetivo' | 'diferencia' | 'diasSinHoras'>;
}

/**
 * A month's figures as its owner sends it and as an approver reviews it: hours logged, target,
 * difference and the days left without hours.
 */
export function ResumenDelMes({ cierre: { cargadas, objetivo, diferencia, diasSinHoras } }: Props) {
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        { key: 'cargadas', label: 'Horas cargadas', children: `${formatHoras(cargadas)} hs` },
        { key: 'objetivo', label: 'Objetivo', children: `${formatHoras(objetivo)} hs` },
        { key: 'diferencia', label: 'Diferencia', children: `${formatDiferencia(diferencia)} hs` },
        {
          key: 'dias',
          label: 'Días sin horas',
          children: diasSinHoras.length ? `${diasSinHoras.length}: ${fechasLegibles(diasSinHoras)}` : 'Ninguno',
        },
      ]}
    />
  );
}
