import dayjs from 'dayjs';
import type { Ausencia } from '@horas/shared';
import { useSaldoAusencias, useTiposAusencia } from '../../hooks/consultas';
import { formatDias } from '../../utils/ausencias';

/**
 * The person's vacation days left in the request's year once it is approved: the balance already
 * counts a pending request among `pendientes`, so `disponibles` is that figure. A type that does not
 * use the balance (or one the approver's list of active types lacks) leaves it as it is: '—'.
 */
export function SaldoDespues({ ausencia }: { ausencia: Ausencia }) {
  const tipos = useTiposAusencia();
  const descuenta = tipos.data?.find((t) => t.id === ausencia.tipo?.id)?.descuentaSaldo ?? false;
  const saldo = useSaldoAusencias(descuenta ? ausencia.usuario.id : null, dayjs(ausencia.desde).year());
  if (!descuenta) return '—';
  return saldo.data ? `${formatDias(saldo.data.disponibles)} días` : '…';
}
