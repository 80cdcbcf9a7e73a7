import { Alert, App, Button, Typography } from 'antd';
import { BotonOcupado, ETIQUETA_ESTADO_CIERRE, FilaDeControles, nombreMes, ResumenDelMes, type Cierre } from '@horas/shared';
import type { CierreDeLaSemana } from '../hooks/useCierresDeLaSemana';
import type { useTransicionDelMes } from '../hooks/useTransicionDelMes';

interface Props extends CierreDeLaSemana {
  /** The current month (`YYYY-MM`): a later one cannot be sent yet. */
  mesActual: string;
  transicion: ReturnType<typeof useTransicionDelMes>;
}

const enviable = (cierre: Cierre, mesActual: string) => (cierre.estado === 'abierto' || cierre.estado === 'rechazado') && cierre.mes <= mesActual;

/** 'Noviembre 2026 · Enviado', a rejection's comment, and what the owner may do: 'Enviar mes' or 'Retirar envío'. */
export function EstadoDelMes({ mes, consulta, mesActual, transicion }: Props) {
  const { modal } = App.useApp();
  const nombre = nombreMes(mes);
  const { data: cierre } = consulta;
  if (!cierre) {
    // The month's line is there before its state: the week's days below it do not move when it comes.
    if (!consulta.isError) {
      return (
        <FilaDeControles role="group" aria-label={`Estado de ${nombre}`} aria-busy>
          <Typography.Text type="secondary">{nombre}</Typography.Text>
        </FilaDeControles>
      );
    }
    return (
      <Alert
        type="warning"
        showIcon
        title={`No se pudo cargar el estado de ${nombre}.`}
        action={<Button size="small" onClick={() => void consulta.refetch()}>Reintentar</Button>}
      />
    );
  }
  const ocupado = transicion.isPending && transicion.variables.mes === mes;
  const confirmarEnvio = () =>
    modal.confirm({
      title: `¿Enviar ${nombre} para aprobación?`,
      content: <ResumenDelMes cierre={cierre} />,
      okText: 'Enviar',
      cancelText: 'Cancelar',
      // The dialog stays (its button loading) until the answer; a refusal is shown by the mutation.
      onOk: () => transicion.mutateAsync({ accion: 'enviar', mes }).catch(() => undefined),
    });

  return (
    <FilaDeControles role="group" aria-label={`Estado de ${nombre}`}>
      <Typography.Text strong>{`${nombre} · ${ETIQUETA_ESTADO_CIERRE[cierre.estado]}`}</Typography.Text>
      {cierre.estado === 'rechazado' && cierre.comentario && <Typography.Text>{`Comentario: ${cierre.comentario}`}</Typography.Text>}
      {enviable(cierre, mesActual) && <BotonOcupado ocupado={ocupado} onClick={confirmarEnvio}>Enviar mes</BotonOcupado>}
      {cierre.estado === 'enviado' && (
        <BotonOcupado ocupado={ocupado} onClick={() => transicion.mutate({ accion: 'retirar', mes })}>Retirar envío</BotonOcupado>
      )}
    </FilaDeControles>
  );
}
