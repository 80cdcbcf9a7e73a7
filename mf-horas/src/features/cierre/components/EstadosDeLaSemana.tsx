import { Flex } from 'antd';
import dayjs from 'dayjs';
import { aIso, mesDeFecha } from '@horas/shared';
import type { CierreDeLaSemana } from '../hooks/useCierresDeLaSemana';
import { useTransicionDelMes } from '../hooks/useTransicionDelMes';
import { EstadoDelMes } from './EstadoDelMes';

interface Props {
  usuarioId: number;
  meses: CierreDeLaSemana[];
}

/** Above the week: the state of its month, one line per month when the week straddles two. */
export function EstadosDeLaSemana({ usuarioId, meses }: Props) {
  const transicion = useTransicionDelMes(usuarioId);
  const mesActual = mesDeFecha(aIso(dayjs()));
  return (
    <Flex vertical gap={4} aria-live="polite">
      {meses.map((cierre) => (
        <EstadoDelMes key={cierre.mes} {...cierre} mesActual={mesActual} transicion={transicion} />
      ))}
    </Flex>
  );
}
