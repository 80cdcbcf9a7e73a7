import { BotonOcupado, DIAS_JORNADA, FORMATO_FECHA, MAX_HORAS, aIso, horasPorDiaSchema, leerHorasEscritas, mensajeDeError, reglaDe } from '@horas/shared';
import { Alert, Flex, Form, InputNumber } from 'antd';
import DatePicker from 'antd/es/date-picker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { TEXTOS_JORNADAS } from '../utils/textos';

interface Valores {
  horasPorDia: (number | string | null)[];
  desde: Dayjs | null;
}

interface Props {
  /** The form's name: its fields' ids, unique on the page. */
  nombre: string;
  /** Its accessible name: 'Nueva jornada'. */
  etiqueta: string;
  /** The hours it starts from (the jornada in force), Monday first. */
  horasIniciales?: number[];
  /** Sends the jornada; a refusal stays in the form with the server's `mensaje`. */
  alGuardar: (desde: string, horasPorDia: number[]) => Promise<void>;
}

const reglaHoras = reglaDe(horasPorDiaSchema.element);

/** A new jornada: the hours of each day, Lunes to Domingo (0 to 24, two decimals), and the day it starts. */
export function FormularioJornada({ nombre, etiqueta, horasIniciales, alGuardar }: Props) {
  const [guardando, setGuardando] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const enviar = async ({ horasPorDia, desde }: Valores) => {
    setGuardando(true);
    setError(null);
    try {
      await alGuardar(aIso(desde!), horasPorDia.map(Number));
    } catch (fallo) {
      setError(mensajeDeError(fallo) ?? TEXTOS_JORNADAS.errorGuardarJornada);
    } finally {
      setGuardando(false);
    }
  };

  return (
    <Form<Valores>
      name={nombre}
      aria-label={etiqueta}
      layout="vertical"
      requiredMark={false}
      initialValues={{ horasPorDia: horasIniciales ?? [], desde: dayjs() }}
      onFinish={enviar}
    >
      <Flex wrap gap="small">
        {DIAS_JORNADA.map((dia, indice) => (
          <Form.Item key={dia} name={['horasPorDia', indice]} label={dia} rules={[reglaHoras]} style={{ width: 92 }}>
            <InputNumber<number | string> min={0} max={MAX_HORAS} step={0.01} precision={2} parser={leerHorasEscritas} style={{ width: '100%' }} />
          </Form.Item>
        ))}
      </Flex>
      <Flex wrap gap="small" align="end">
        <Form.Item name="desde" label="Vigente desde" rules={[{ required: true, message: TEXTOS_JORNADAS.desdeObligatorio }]}>
          <DatePicker format={FORMATO_FECHA} allowClear={false} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item>
          <BotonOcupado type="primary" htmlType="submit" ocupado={guardando}>Guardar jornada</BotonOcupado>
        </Form.Item>
      </Flex>
      {error && <Alert type="error" showIcon title={error} />}
    </Form>
  );
}
