import { eliminarFeriado, ErrorDeCarga, type Feriado, formatFecha, nombreDeDia, useFeriados } from '@horas/shared';
import { Flex, Form, Table } from 'antd';
import DatePicker from 'antd/es/date-picker';
import dayjs from 'dayjs';
import { useState } from 'react';
import { BotonConfirmado } from '../../../componentes/BotonConfirmado';
import { useEliminacion } from '../hooks/useJornadas';
import { TEXTOS_JORNADAS } from '../utils/textos';
import { FormularioFeriado } from './FormularioFeriado';

/** 'Feriados' by year: a holiday's target is 0 for everyone, so it is never 'Sin horas'. */
export function Feriados() {
  const [año, setAño] = useState(() => dayjs().year());
  const feriados = useFeriados(año);
  const eliminacion = useEliminacion();
  const eliminar = ({ fecha }: Feriado) =>
    eliminacion(() => eliminarFeriado(fecha), { exito: TEXTOS_JORNADAS.feriadoEliminado, error: TEXTOS_JORNADAS.errorEliminarFeriado });

  return (
    <Flex vertical gap="middle">
      <Form layout="vertical">
        <Form.Item label="Año" htmlFor="feriados-año" style={{ marginBottom: 0 }}>
          <DatePicker picker="year" id="feriados-año" value={dayjs().year(año)} allowClear={false} onChange={(fecha) => fecha && setAño(fecha.year())} style={{ width: 140 }} />
        </Form.Item>
      </Form>
      {feriados.isError && !feriados.data ? (
        <ErrorDeCarga mensaje={TEXTOS_JORNADAS.errorCargarFeriados} reintentar={() => void feriados.refetch()} />
      ) : (
        <section aria-label={`Feriados de ${año}`}>
          <Table<Feriado>
            size="small"
            rowKey="fecha"
            pagination={false}
            scroll={{ x: 'max-content' }}
            loading={feriados.isFetching}
            dataSource={feriados.data ?? []}
            locale={{ emptyText: `No hay feriados cargados en ${año}.` }}
            columns={[
              { title: 'Fecha', key: 'fecha', render: (_, { fecha }) => formatFecha(fecha) },
              { title: 'Día', key: 'dia', render: (_, { fecha }) => nombreDeDia(dayjs(fecha)) },
              { title: 'Nombre', dataIndex: 'nombre', key: 'nombre' },
              {
                title: 'Acciones', key: 'acciones',
                render: (_, feriado) => (
                  <BotonConfirmado
                    accion="Eliminar"
                    peligro
                    nombre={`Eliminar feriado ${feriado.nombre} (${formatFecha(feriado.fecha)})`}
                    pregunta={`¿Eliminar el feriado '${feriado.nombre}' del ${formatFecha(feriado.fecha)}?`}
                    explicacion="Ese día vuelve a tener el objetivo de la jornada de cada persona."
                    alConfirmar={() => eliminar(feriado)}
                  />
                ),
              },
            ]}
          />
        </section>
      )}
      <FormularioFeriado alAgregar={(fecha) => setAño(dayjs(fecha).year())} />
    </Flex>
  );
}
