import { BotonOcupado, busquedaSinAcentos, claves, compararEnEspanol, ENTIDADES_HISTORIAL, ETIQUETAS_ENTIDAD_HISTORIAL, FORMATO_FECHA, getHistorial, LIMPIAR_SELECCION, ListaHistorial, nombreCompleto, nombreConEstado, useHistorial } from '@horas/shared';
import { Flex, Form, Select } from 'antd';
import DatePicker from 'antd/es/date-picker';
import { useState } from 'react';
import { useUsuariosAdmin } from '../../usuarios/hooks/useUsuariosAdmin';
import { useDescargaHistorial } from '../hooks/useDescargaHistorial';
import { consultaHistorial, type FiltrosHistorial } from '../utils/consultaHistorial';

const ENTIDADES = ENTIDADES_HISTORIAL.map((entidad) => ({ value: entidad, label: ETIQUETAS_ENTIDAD_HISTORIAL[entidad] }));

/** Who changed what and when, newest first, by entity, user and dates; and the same as historial.xlsx. */
export function PanelHistorial() {
  const [filtros, setFiltros] = useState<FiltrosHistorial>({});
  const consulta = consultaHistorial(filtros);
  const historial = useHistorial(claves.paginasHistorial(consulta), (cursor) => getHistorial({ ...consulta, cursor }));
  const usuarios = useUsuariosAdmin();
  const { descargando, descargar } = useDescargaHistorial();
  const opcionesUsuarios = (usuarios.data ?? [])
    .map((u) => ({ value: u.id, label: nombreConEstado(nombreCompleto(u), u.activo) }))
    .sort((a, b) => compararEnEspanol(a.label, b.label));

  return (
    <Flex vertical gap="small">
      <Form<FiltrosHistorial> name="historial" aria-label="Filtros del historial" layout="vertical" onValuesChange={(_, valores) => setFiltros(valores)}>
        <Flex wrap gap="small" align="end">
          <Form.Item name="entidad" label="Entidad">
            <Select allowClear={LIMPIAR_SELECCION} showSearch={busquedaSinAcentos} placeholder="Todas las entidades" options={ENTIDADES} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="usuarioId" label="Usuario">
            <Select
              allowClear={LIMPIAR_SELECCION}
              showSearch={busquedaSinAcentos}
              placeholder="Todos los usuarios"
              loading={usuarios.isFetching}
              options={opcionesUsuarios}
              style={{ width: 240 }}
            />
          </Form.Item>
          <Form.Item name="desde" label="Desde">
            <DatePicker format={FORMATO_FECHA} disabledDate={(fecha) => !!filtros.hasta && fecha.isAfter(filtros.hasta, 'day')} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="hasta" label="Hasta">
            <DatePicker format={FORMATO_FECHA} disabledDate={(fecha) => !!filtros.desde && fecha.isBefore(filtros.desde, 'day')} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item>
            <BotonOcupado ocupado={descargando} onClick={() => descargar(consulta)}>Descargar Excel</BotonOcupado>
          </Form.Item>
        </Flex>
      </Form>
      <ListaHistorial historial={historial} etiqueta="Registros del historial" vacio="No hay cambios registrados para los filtros elegidos." />
    </Flex>
  );
}
