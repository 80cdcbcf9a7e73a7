import { formatDiferencia, formatHoras, type FiltrosActivos, type Saldo } from '@horas/shared';
import { Card, Descriptions, type DescriptionsProps } from 'antd';

interface Props {
  totalHoras: number;
  totalRegistros: number;
  filtrosActivos: FiltrosActivos | null;
  /** Name of the filtered client, `null` when the search covers every client. */
  clienteFiltrado: string | null;
  /** The user's target over the searched days, when the search had dates and it has arrived. */
  saldo: Pick<Saldo, 'objetivo' | 'diferencia'> | null;
}

/** The 'Resumen' block of spec §2, with the target of the searched days and the balance against it. */
export function ResumenTotales({ totalHoras, totalRegistros, filtrosActivos, clienteFiltrado, saldo }: Props) {
  const items: DescriptionsProps['items'] = [
    { key: 'horas', label: 'Total de Horas', children: formatHoras(totalHoras) },
    { key: 'registros', label: 'Total de Registros', children: totalRegistros },
  ];
  if (filtrosActivos) items.push({ key: 'dias', label: 'Días con Registro', children: filtrosActivos.totalDias });
  if (clienteFiltrado !== null) items.push({ key: 'cliente', label: 'Cliente Filtrado', children: clienteFiltrado });
  if (saldo) {
    items.push(
      { key: 'objetivo', label: 'Objetivo', children: formatHoras(saldo.objetivo) },
      // Every hour of those days counts, whichever client it was for: the target is the day's work.
      { key: 'diferencia', label: 'Diferencia', children: formatDiferencia(saldo.diferencia) },
    );
  }

  return (
    <Card title="Resumen" role="region" aria-label="Resumen">
      <Descriptions items={items} column={{ xs: 1, sm: 2, lg: 4 }} />
    </Card>
  );
}
