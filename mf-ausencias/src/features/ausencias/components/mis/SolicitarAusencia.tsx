import { Alert, Card, Checkbox, Flex, Form, Input, Select } from 'antd';
import DatePicker from 'antd/es/date-picker';
import type { Dayjs } from 'dayjs';
import { aIso, BotonOcupado, esAdmin, FORMATO_FECHA, MAX_MOTIVO_AUSENCIA, mensajeDeError, Titulo, useAuthStore } from '@horas/shared';
import { useSolicitar } from '../../hooks/acciones';
import { useTiposAusencia } from '../../hooks/consultas';
import { SelectorDeUsuario } from '../comun/SelectorDeUsuario';
import { DiasLaborables } from './DiasLaborables';

interface Valores {
  /** An administrator's choice of someone else; empty: the user's own request. */
  usuarioId?: number;
  tipoId: number;
  desde: Dayjs;
  hasta: Dayjs;
  medioDia?: boolean;
  comentario?: string;
}

/**
 * 'Solicitar ausencia': pending until approved, or approved at once for a type that needs no
 * approval. An administrator may record one for someone else ('Usuario'): approved at once (the API's rule).
 */
export function SolicitarAusencia() {
  const [form] = Form.useForm<Valores>();
  const propio = useAuthStore((s) => s.id);
  const administrador = esAdmin(useAuthStore((s) => s.perfil));
  const tipos = useTiposAusencia();
  const solicitar = useSolicitar();
  const tipoId = Form.useWatch('tipoId', form);
  const desde = Form.useWatch('desde', form);
  const hasta = Form.useWatch('hasta', form);
  const medioDia = Form.useWatch('medioDia', form);
  const otro = Form.useWatch('usuarioId', form);
  const tipo = tipos.data?.find((t) => t.id === tipoId);
  const rango = desde && hasta && !hasta.isBefore(desde, 'day') ? { desde, hasta } : null;
  const conMedioDia = Boolean(tipo?.permiteMedioDia && rango?.desde.isSame(rango.hasta, 'day'));

  const enviar = ({ comentario, ...valores }: Valores) =>
    solicitar.mutate(
      {
        ...(valores.usuarioId !== undefined && valores.usuarioId !== propio ? { usuarioId: valores.usuarioId } : {}),
        tipoId: valores.tipoId,
        desde: aIso(valores.desde),
        hasta: aIso(valores.hasta),
        ...(conMedioDia && valores.medioDia ? { medioDia: true } : {}),
        ...(comentario?.trim() ? { comentario } : {}),
      },
      { onSuccess: () => form.resetFields() },
    );

  return (
    <Card size="small">
      <Titulo nivel={2} aspecto={4} style={{ marginTop: 0 }}>Solicitar ausencia</Titulo>
      <Form<Valores> form={form} name="solicitar-ausencia" layout="vertical" onFinish={enviar} requiredMark={false}>
        {administrador && (
          <Form.Item
            name="usuarioId"
            label="Usuario"
            extra={otro !== undefined && otro !== propio ? 'Lo que registra para otra persona queda aprobado.' : undefined}
          >
            <SelectorDeUsuario allowClear placeholder="Usted" />
          </Form.Item>
        )}
        <Flex wrap gap="small" align="start">
          <Form.Item name="tipoId" label="Tipo" rules={[{ required: true, message: 'Elija el tipo de ausencia.' }]}>
            <Select
              loading={tipos.isLoading}
              options={tipos.data?.filter((t) => t.activo).map((t) => ({ value: t.id, label: t.nombre }))}
              style={{ width: 220 }}
            />
          </Form.Item>
          <Form.Item name="desde" label="Desde" rules={[{ required: true, message: 'Indique el primer día.' }]}>
            <DatePicker format={FORMATO_FECHA} />
          </Form.Item>
          <Form.Item name="hasta" label="Hasta" rules={[{ required: true, message: 'Indique el último día.' }]}>
            <DatePicker format={FORMATO_FECHA} />
          </Form.Item>
          {conMedioDia && (
            <Form.Item name="medioDia" valuePropName="checked" style={{ alignSelf: 'end' }}>
              <Checkbox>Medio día</Checkbox>
            </Form.Item>
          )}
        </Flex>
        <Form.Item name="comentario" label="Comentario">
          <Input.TextArea rows={2} showCount maxLength={MAX_MOTIVO_AUSENCIA} />
        </Form.Item>
        {rango && <DiasLaborables usuarioId={otro ?? propio} desde={rango.desde} hasta={rango.hasta} medioDia={conMedioDia && Boolean(medioDia)} />}
        {solicitar.isError && (
          <Alert type="error" showIcon title={mensajeDeError(solicitar.error) ?? 'No se pudo solicitar la ausencia.'} style={{ marginBottom: 16 }} />
        )}
        <BotonOcupado type="primary" htmlType="submit" ocupado={solicitar.isPending}>Solicitar</BotonOcupado>
      </Form>
    </Card>
  );
}
