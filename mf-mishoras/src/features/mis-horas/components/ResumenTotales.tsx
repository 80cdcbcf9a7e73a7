import { formatHoras, type FiltrosActivos } from '@horas/shared';
import { Card, Descriptions, type DescriptionsProps } from 'antd';

interface Props {
  totalHoras: number;
  totalRegistros: number;
  filtrosActivos: FiltrosActivos | null;
  /** Name of the filtered client, `null` when the search covers every client. */
  clienteFiltrado: string | null;
}

/** The 'Resumen' block of spec §2. */
export function ResumenTotales({ totalHoras, totalRegistros, filtrosActivos, clienteFiltrado }: Props) {
  const items: DescriptionsProps['items'] = [
    { key: 'horas', label: 'Total de Horas', children: formatHoras(totalHoras) },
    { key: 'registros', label: 'Total de Registros', children: totalRegistros },
  ];
  if (filtrosActivos) items.push({ key: 'dias', label: 'Días con Registro', children: filtrosActivos.totalDias });
  if (clienteFiltrado !== null) items.push({ key: 'cliente', label: 'Cliente Filtrado', children: clienteFiltrado });

  return (
    <Card title="Resumen" role="region" aria-label="Resumen">
      <Descriptions items={items} column={{ xs: 1, sm: 2, lg: 4 }} />
    </Card>
  );
}
