import { BotonOcupado, FORMATO_FECHA, aIso, crearFeriado, feriadoBodySchema, mensajeDeError, reglaDe } from '@horas/shared';
import { Alert, App, Flex, Form, Input } from 'antd';
import DatePicker from 'antd/es/date-picker';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useRefrescarJornadas } from '../hooks/useJornadas';
import { TEXTOS_JORNADAS } from '../utils/textos';

interface Valores {
  fecha: Dayjs;
  nombre: string;
}

const nombre = feriadoBodySchema.shape.nombre;

/** A new holiday (date and name); a refusal (a date that already has one) stays in the form with the server's `mensaje`. */
export function FormularioFeriado({ alAgregar }: { alAgregar: (fecha: string) => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Valores>();
  const refrescar = useRefrescarJornadas();
  const [agregando, setAgregando] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const agregar = async (valores: Valores) => {
    const fecha = aIso(valores.fecha);
    setAgregando(true);
    setError(null);
    try {
      await crearFeriado({ fecha, nombre: valores.nombre.trim() });
    } catch (fallo) {
      setError(mensajeDeError(fallo) ?? TEXTOS_JORNADAS.errorAgregarFeriado);
      setAgregando(false);
      return;
    }
    await refrescar();
    setAgregando(false);
    form.resetFields();
    alAgregar(fecha);
    void message.success(TEXTOS_JORNADAS.feriadoAgregado);
  };

  return (
    <Form<Valores> form={form} name="feriado" aria-label="Nuevo feriado" layout="vertical" requiredMark={false} onFinish={agregar}>
      <Flex wrap gap="small" align="end">
        <Form.Item name="fecha" label="Fecha" rules={[{ required: true, message: TEXTOS_JORNADAS.fechaFeriadoObligatoria }]}>
          <DatePicker format={FORMATO_FECHA} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="nombre" label="Nombre" rules={[reglaDe(nombre)]} style={{ flex: '1 1 220px' }}>
          <Input maxLength={nombre.maxLength ?? undefined} />
        </Form.Item>
        <Form.Item>
          <BotonOcupado type="primary" htmlType="submit" ocupado={agregando}>Agregar feriado</BotonOcupado>
        </Form.Item>
      </Flex>
      {error && <Alert type="error" showIcon title={error} />}
    </Form>
  );
}
