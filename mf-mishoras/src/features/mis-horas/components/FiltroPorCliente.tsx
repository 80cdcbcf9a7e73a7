import { busquedaSinAcentos, LIMPIAR_SELECCION, reintentarAlAbrir, type Cliente, type EstadoDeLista, type MisHorasPorClienteQuery } from '@horas/shared';
import { App, Flex, Form, Input, Radio, Select, type FormInstance } from 'antd';
import { consultaPorCliente, MODOS_FECHA, type ValoresFiltroCliente } from '../utils/consultaPorCliente';
import { esFutura } from '../utils/fechas';
import { CamposRango } from './CamposRango';
import { TarjetaFiltro } from './TarjetaFiltro';
import { CampoFecha } from './CampoFecha';

interface Props {
  form: FormInstance<ValoresFiltroCliente>;
  /** The user's clients; a failed load is asked again when the list is opened. */
  clientes: EstadoDeLista<Cliente>;
  buscando: boolean;
  onBuscar: (consulta: MisHorasPorClienteQuery) => void;
  onLimpiar: () => void;
}

const VALORES_INICIALES_CLIENTE: ValoresFiltroCliente = { modo: 'todas' };

const soloDigitos = (valor?: string) => valor?.replace(/\D/g, '');

/** Filter (a) of spec §2: one client, over all dates, a month, a day or a range. */
export function FiltroPorCliente({ form, clientes, buscando, onBuscar, onLimpiar }: Props) {
  const { message } = App.useApp();
  const modo = Form.useWatch('modo', form);

  const buscar = (valores: ValoresFiltroCliente) => {
    const resultado = consultaPorCliente(valores);
    if ('aviso' in resultado) message.warning(resultado.aviso);
    else onBuscar(resultado.consulta);
  };

  return (
    <Form form={form} name="filtroCliente" layout="vertical" initialValues={VALORES_INICIALES_CLIENTE} onFinish={buscar}>
      <TarjetaFiltro titulo="Filtrar por cliente" textoBuscar="Buscar por Cliente" buscando={buscando} onLimpiar={onLimpiar}>
        <Form.Item label="Cliente" name="clienteId">
          <Select
            allowClear={LIMPIAR_SELECCION}
            showSearch={busquedaSinAcentos}
            placeholder="Seleccione un cliente"
            loading={clientes.cargando}
            notFoundContent={clientes.error ? 'No se pudieron cargar los clientes' : undefined}
            onOpenChange={reintentarAlAbrir(clientes)}
            options={clientes.lista.map((c) => ({ value: c.id, label: c.nombre }))}
            listHeight={245}
          />
        </Form.Item>
        <Form.Item label="Período" name="modo">
          <Radio.Group options={MODOS_FECHA} optionType="button" />
        </Form.Item>
        {modo === 'mes' && (
          <Flex gap="small">
            <Form.Item label="Mes" name="mes" normalize={soloDigitos}>
              <Input maxLength={2} placeholder="MM" inputMode="numeric" style={{ width: 80 }} />
            </Form.Item>
            <Form.Item label="Año" name="año" normalize={soloDigitos}>
              <Input maxLength={4} placeholder="AAAA" inputMode="numeric" style={{ width: 100 }} />
            </Form.Item>
          </Flex>
        )}
        {modo === 'fecha' && (
          <Form.Item label="Fecha" name="fecha">
            <CampoFecha disabledDate={esFutura} />
          </Form.Item>
        )}
        {modo === 'rango' && <CamposRango />}
      </TarjetaFiltro>
    </Form>
  );
}
