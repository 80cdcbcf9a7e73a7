import { ETIQUETA_ESTADO_CIERRE, formatFecha, formatHoras, mensajeDeError, nombreCompleto, nombreDeDia, nombreMes, parseFecha, ResumenDelMes, ZonaDesplazable, type CierreDetalle, type CierreFila, type DiaSaldo, type Hora, type TransicionCierre } from '@horas/shared';
import { Alert, Button, Flex, Modal, Spin, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCierreDetalle } from '../hooks/useCierreDetalle';

interface Props {
  fila: CierreFila | null;
  onCerrar: () => void;
}

const fechaDeHora = (hora: Hora) => parseFecha(hora.fechaCarga)?.valueOf() ?? 0;
const notaDelDia = (dia: DiaSaldo, detalle: CierreDetalle) => dia.feriado ?? (detalle.diasSinHoras.includes(dia.fecha) ? 'Sin horas' : '');
const transicion = (paso: TransicionCierre) =>
  `${ETIQUETA_ESTADO_CIERRE[paso.estado]} · ${nombreCompleto(paso.actor)} · ${dayjs(paso.en).format('DD/MM/YYYY HH:mm')}${paso.comentario ? ` · ${paso.comentario}` : ''}`;

function Detalle({ detalle }: { detalle: CierreDetalle }) {
  return (
    <Flex vertical gap="middle">
      <Typography.Text strong>{`Estado: ${ETIQUETA_ESTADO_CIERRE[detalle.estado]}`}</Typography.Text>
      <ResumenDelMes cierre={detalle} />
      <ZonaDesplazable etiqueta="Días del mes">
        <Table<DiaSaldo>
          size="small"
          rowKey="fecha"
          dataSource={detalle.dias}
          pagination={false}
          columns={[
            { title: 'Día', key: 'dia', render: (_, dia) => nombreDeDia(dayjs(dia.fecha)) },
            { title: 'Fecha', key: 'fecha', render: (_, dia) => formatFecha(dia.fecha) },
            { title: 'Objetivo', key: 'objetivo', align: 'right', render: (_, dia) => formatHoras(dia.objetivo) },
            { title: 'Cargadas', key: 'cargadas', align: 'right', render: (_, dia) => formatHoras(dia.cargadas) },
            { title: 'Nota', key: 'nota', render: (_, dia) => notaDelDia(dia, detalle) },
          ]}
        />
      </ZonaDesplazable>
      <ZonaDesplazable etiqueta="Registros del mes">
        <Table<Hora>
          size="small"
          rowKey="id"
          dataSource={[...detalle.horas].sort((a, b) => fechaDeHora(a) - fechaDeHora(b))}
          pagination={false}
          locale={{ emptyText: 'No hay horas cargadas en el mes.' }}
          columns={[
            { title: 'Fecha', dataIndex: 'fechaCarga', key: 'fecha' },
            { title: 'Cliente', key: 'cliente', render: (_, hora) => hora.cliente?.nombre ?? 'Sin cliente' },
            { title: 'Servicio', key: 'servicio', render: (_, hora) => hora.servicio?.nombre ?? 'Sin servicio' },
            { title: 'Tarea', key: 'tarea', render: (_, hora) => hora.tarea.nombre },
            { title: 'Horas', key: 'horas', align: 'right', render: (_, hora) => formatHoras(hora.horas) },
            { title: 'Descripción', dataIndex: 'descripcion', key: 'descripcion' },
          ]}
        />
      </ZonaDesplazable>
      {detalle.historial.length > 0 && (
        <section aria-label="Historial">
          <Typography.Text strong>Historial</Typography.Text>
          <ul>
            {detalle.historial.map((paso) => <li key={`${paso.en}-${paso.estado}`}>{transicion(paso)}</li>)}
          </ul>
        </section>
      )}
    </Flex>
  );
}

/** 'Ver mes': the person's days and entries of the month, read-only, with its state and history. */
export function VerMes({ fila, onCerrar }: Props) {
  const detalle = useCierreDetalle(fila && { usuarioId: fila.usuarioId, mes: fila.mes });
  return (
    <Modal
      title={fila ? `${nombreCompleto(fila)} · ${nombreMes(fila.mes)}` : ''}
      open={fila !== null}
      onCancel={onCerrar}
      footer={<Button onClick={onCerrar}>Cerrar</Button>}
      width={900}
      destroyOnHidden
    >
      {detalle.isError && (
        <Alert type="error" showIcon title={mensajeDeError(detalle.error) ?? 'No se pudo cargar el mes.'} action={<Button size="small" onClick={() => void detalle.refetch()}>Reintentar</Button>} />
      )}
      {detalle.data ? <Detalle detalle={detalle.data} /> : !detalle.isError && <Spin description="Cargando el mes..." />}
    </Modal>
  );
}
