import { formatHoras, formatPorcentaje } from '@horas/shared';
import { Col, Row, Table, type TableColumnsType } from 'antd';
import { hoyIso } from '../utils/fechas';
import { hojaResumenClientes } from '../utils/hojas';
import type { ResumenCliente } from '../utils/resumenPorCliente';
import { GraficoClientes } from './GraficoClientes';
import { TarjetaConDescarga } from './TarjetaConDescarga';

const COLUMNAS: TableColumnsType<ResumenCliente> = [
  { title: 'Cliente', dataIndex: 'cliente' },
  { title: 'Horas Totales', dataIndex: 'horas', align: 'right', render: formatHoras },
  { title: '% del Total', dataIndex: 'porcentaje', align: 'right', render: (p: number) => `${formatPorcentaje(p)} %` },
];

/** 'Resumen por Cliente' of spec §2: table, chart of the same split and its download. */
export function ResumenPorCliente({ resumen }: { resumen: ResumenCliente[] }) {
  return (
    <TarjetaConDescarga
      titulo="Resumen por Cliente"
      textoBoton="Descargar Resumen"
      hoja={() => hojaResumenClientes(resumen, hoyIso())}
      mensajeSinDatos="No hay datos de resumen de clientes para exportar"
    >
      <Row gutter={[24, 16]} align="middle">
        <Col xs={24} lg={12}>
          <Table rowKey="clave" size="small" columns={COLUMNAS} dataSource={resumen} pagination={false} />
        </Col>
        {resumen.length > 0 && (
          <Col xs={24} lg={12}>
            <GraficoClientes resumen={resumen} />
          </Col>
        )}
      </Row>
    </TarjetaConDescarga>
  );
}
