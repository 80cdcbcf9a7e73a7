import { BotonOcupado, DIAS_HABILES_RECORDATORIO, fechasLegibles, type DestinatarioRecordatorio } from '@horas/shared';
import { Alert, Button, Flex, Modal, Table, Typography, type TableColumnsType } from 'antd';
import type { useRecordatorios } from '../hooks/useRecordatorios';

type Props = ReturnType<typeof useRecordatorios>;

/** Who gets a reminder and for which days; once sent, whether each one went. */
export function DialogoRecordatorios({ destinatarios, enviados, enviando, error, enviar, cerrar }: Props) {
  const lista = destinatarios ?? [];
  const columnas: TableColumnsType<DestinatarioRecordatorio> = [
    { title: 'Destinatario', dataIndex: 'email', key: 'email' },
    { title: 'Días sin horas', key: 'dias', render: (_, { diasSinHoras }) => fechasLegibles(diasSinHoras) },
  ];
  if (enviados) columnas.push({ title: 'Estado', key: 'estado', render: (_, { enviado }) => (enviado ? 'Enviado' : 'No enviado') });
  // Once sent, or with nobody to remind, there is nothing to confirm: its 'Cerrar' (X) or Escape closes it.
  const pie = enviados || lista.length === 0
    ? null
    : (
      <>
        <Button onClick={cerrar}>Cancelar</Button>
        <BotonOcupado type="primary" ocupado={enviando} onClick={enviar}>Enviar</BotonOcupado>
      </>
    );

  return (
    <Modal title="Enviar recordatorios" open={destinatarios !== null} onCancel={cerrar} footer={pie} width={720} destroyOnHidden>
      <Flex vertical gap="middle">
        {lista.length === 0 ? (
          <Typography.Text>Nadie tiene días sin horas para recordar.</Typography.Text>
        ) : enviados ? (
          <Typography.Text role="status">{`Enviados: ${lista.filter((d) => d.enviado).length} de ${lista.length}.`}</Typography.Text>
        ) : (
          <Typography.Text>{`Recibirán un correo quienes no cargaron horas en alguno de sus últimos ${DIAS_HABILES_RECORDATORIO} días hábiles:`}</Typography.Text>
        )}
        {error && <Alert type="error" showIcon title={error} />}
        {lista.length > 0 && (
          <section aria-label="Destinatarios">
            <Table<DestinatarioRecordatorio> size="small" rowKey="usuarioId" pagination={false} scroll={{ x: 'max-content' }} dataSource={lista} columns={columnas} />
          </section>
        )}
      </Flex>
    </Modal>
  );
}
