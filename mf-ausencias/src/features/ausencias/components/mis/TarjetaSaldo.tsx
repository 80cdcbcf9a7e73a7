import { Card, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { ErrorDeCarga, mensajeDeError, useAuthStore, type SaldoAusencias } from '@horas/shared';
import { useSaldoAusencias } from '../../hooks/consultas';
import { formatDias } from '../../utils/ausencias';

export const textoDeSaldo = ({ año, asignados, usados, pendientes, disponibles }: SaldoAusencias): string =>
  `Vacaciones ${año}: ${formatDias(asignados)} días asignados · ${formatDias(usados)} usados · ${formatDias(pendientes)} pendientes · ${formatDias(disponibles)} disponibles`;

/** This year's vacation balance (every type that uses the balance shares it). */
export function TarjetaSaldo() {
  const saldo = useSaldoAusencias(useAuthStore((s) => s.id), dayjs().year());
  return (
    <Card size="small">
      {saldo.isError ? (
        <ErrorDeCarga mensaje={mensajeDeError(saldo.error) ?? 'No se pudo cargar el saldo de vacaciones.'} reintentar={() => void saldo.refetch()} />
      ) : saldo.data ? (
        <Typography.Text strong>{textoDeSaldo(saldo.data)}</Typography.Text>
      ) : (
        <Spin size="small" />
      )}
    </Card>
  );
}
