import type { Cliente, EstadoDeLista, MisHorasPorClienteQuery, MisHorasPorFechaQuery, MisHorasPorSemanaQuery } from '@horas/shared';
import { Col, Form, Row } from 'antd';
import type { TipoConsulta } from '../hooks/estadoMisHoras';
import type { ValoresFiltroCliente } from '../utils/consultaPorCliente';
import { FiltroPorCliente } from './FiltroPorCliente';
import { FiltroPorFecha, type ValoresFiltroFecha } from './FiltroPorFecha';
import { FiltroPorSemana, type ValoresFiltroSemana } from './FiltroPorSemana';

interface Props {
  clientes: EstadoDeLista<Cliente>;
  /** The search in flight, if any: only its button spins. */
  buscando: TipoConsulta | null;
  onBuscarPorCliente: (consulta: MisHorasPorClienteQuery) => void;
  onBuscarPorSemana: (consulta: MisHorasPorSemanaQuery) => void;
  onBuscarPorFecha: (consulta: MisHorasPorFechaQuery) => void;
  onLimpiar: () => void;
}

/** The three filters; any 'Limpiar Filtro' clears all of them and the results (spec §4). */
export function FiltrosMisHoras({ clientes, buscando, onBuscarPorCliente, onBuscarPorSemana, onBuscarPorFecha, onLimpiar }: Props) {
  const [formCliente] = Form.useForm<ValoresFiltroCliente>();
  const [formSemana] = Form.useForm<ValoresFiltroSemana>();
  const [formFecha] = Form.useForm<ValoresFiltroFecha>();

  const limpiar = () => {
    formCliente.resetFields();
    formSemana.resetFields();
    formFecha.resetFields();
    onLimpiar();
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xxl={12}>
        <FiltroPorCliente
          form={formCliente}
          clientes={clientes}
          buscando={buscando === 'por-cliente'}
          onBuscar={onBuscarPorCliente}
          onLimpiar={limpiar}
        />
      </Col>
      <Col xs={24} md={12} xxl={6}>
        <FiltroPorSemana form={formSemana} buscando={buscando === 'por-semana'} onBuscar={onBuscarPorSemana} onLimpiar={limpiar} />
      </Col>
      <Col xs={24} md={12} xxl={6}>
        <FiltroPorFecha form={formFecha} buscando={buscando === 'por-fecha'} onBuscar={onBuscarPorFecha} onLimpiar={limpiar} />
      </Col>
    </Row>
  );
}
