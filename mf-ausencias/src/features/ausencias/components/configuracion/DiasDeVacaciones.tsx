import { Card, Flex, Form, InputNumber, Typography } from 'antd';
import dayjs from 'dayjs';
import { AÑOS_ADMITIDOS, BotonOcupado, Titulo } from '@horas/shared';
import { useAsignarDias, useGuardarDiasPorDefecto } from '../../hooks/configuracion';
import { useConfiguracionAusencias, useSaldoAusencias } from '../../hooks/consultas';
import { formatDias } from '../../utils/ausencias';
import { SelectorDeUsuario } from '../comun/SelectorDeUsuario';

/** 0 to 365, whole or half days (the API's rule); no `step` of 0.5, which would show 14 as '14,0'. */
const DIAS = { min: 0, max: 365, decimalSeparator: ',', style: { width: 120 } };

/** The company's yearly vacation days: the allowance of anyone without their own for that year. */
function PorDefecto() {
  const configuracion = useConfiguracionAusencias();
  const guardar = useGuardarDiasPorDefecto();
  if (!configuracion.data) return null;
  return (
    <Form
      name="dias-por-defecto"
      layout="inline"
      initialValues={configuracion.data}
      onFinish={({ diasVacacionesPorAño }: { diasVacacionesPorAño: number }) => guardar.mutate(diasVacacionesPorAño)}
    >
      <Form.Item name="diasVacacionesPorAño" label="Días de vacaciones por año" rules={[{ required: true, message: 'Indique los días.' }]}>
        <InputNumber {...DIAS} />
      </Form.Item>
      <BotonOcupado htmlType="submit" ocupado={guardar.isPending}>Guardar</BotonOcupado>
    </Form>
  );
}

interface Asignacion {
  usuarioId: number;
  año: number;
  dias: number;
}

/** One person's days for one year, in place of the company's. */
function PorPersona() {
  const [form] = Form.useForm<Asignacion>();
  const asignar = useAsignarDias();
  const usuarioId = Form.useWatch('usuarioId', form);
  const año = Form.useWatch('año', form);
  const saldo = useSaldoAusencias(usuarioId ?? null, año ?? dayjs().year());
  return (
    <Form<Asignacion> form={form} name="dias-por-persona" layout="inline" initialValues={{ año: dayjs().year() }} onFinish={(valores) => asignar.mutate(valores)}>
      <Form.Item name="usuarioId" label="Usuario" rules={[{ required: true, message: 'Elija el usuario.' }]}>
        <SelectorDeUsuario />
      </Form.Item>
      <Form.Item name="año" label="Año" rules={[{ required: true, message: 'Indique el año.' }]}>
        <InputNumber min={AÑOS_ADMITIDOS.desde} max={AÑOS_ADMITIDOS.hasta} style={{ width: 100 }} />
      </Form.Item>
      <Form.Item name="dias" label="Días" rules={[{ required: true, message: 'Indique los días.' }]}>
        <InputNumber {...DIAS} />
      </Form.Item>
      <BotonOcupado htmlType="submit" ocupado={asignar.isPending}>Asignar</BotonOcupado>
      {saldo.data && <Typography.Text role="status">{`Hoy tiene ${formatDias(saldo.data.asignados)} días asignados en ${saldo.data.año}.`}</Typography.Text>}
    </Form>
  );
}

export function DiasDeVacaciones() {
  return (
    <Card size="small">
      <Titulo nivel={2} aspecto={4} style={{ marginTop: 0 }}>Días de vacaciones</Titulo>
      <Flex vertical gap="middle">
        <PorDefecto />
        <PorPersona />
      </Flex>
    </Card>
  );
}
