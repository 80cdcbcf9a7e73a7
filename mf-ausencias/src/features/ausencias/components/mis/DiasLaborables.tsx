import { Typography } from 'antd';
import { aIso, useSaldo } from '@horas/shared';
import type { Dayjs } from 'dayjs';
import { formatDias } from '../../utils/ausencias';

interface Props {
  /** Whose jornada counts: the user's own unless an administrator records for someone else. */
  usuarioId: number | null;
  desde: Dayjs;
  hasta: Dayjs;
  medioDia: boolean;
}

/**
 * The working days a request would cover, before it is sent: the days of the range whose target
 * (the person's jornada and the holidays, GET /horas/saldo) is above 0, as the API counts them.
 */
export function DiasLaborables({ usuarioId, desde, hasta, medioDia }: Props) {
  const saldo = useSaldo(usuarioId, { desde: aIso(desde), hasta: aIso(hasta) });
  if (!saldo.data) return null;
  const laborables = saldo.data.dias.filter((dia) => dia.objetivo > 0).length;
  const dias = medioDia && laborables > 0 ? 0.5 : laborables;
  return (
    <Typography.Paragraph role="status">
      {`La solicitud cubre ${formatDias(dias)} ${dias === 1 ? 'día laborable' : 'días laborables'}.`}
    </Typography.Paragraph>
  );
}
