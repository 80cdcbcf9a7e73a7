import { aIso, eliminarJornadaUsuario, ErrorDeCarga, formatFecha, guardarJornadaUsuario, nombreCompleto, type Usuario } from '@horas/shared';
import { App, Flex, Modal, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { BotonConfirmado } from '../../../componentes/BotonConfirmado';
import { useEliminacion, useJornadaDefecto, useJornadasUsuario, useRefrescarJornadas } from '../hooks/useJornadas';
import { horasVigentes } from '../utils/estadoJornada';
import { TEXTOS_JORNADAS } from '../utils/textos';
import { FormularioJornada } from './FormularioJornada';
import { TablaJornadas } from './TablaJornadas';

interface Props {
  usuario: Usuario | null;
  onCerrar: () => void;
}

/** 'Jornada' of one user: a new jornada from a date, and their jornadas so far (each may be deleted). */
export function ModalJornadaUsuario({ usuario, onCerrar }: Props) {
  return (
    <Modal
      title={usuario ? `Jornada de ${nombreCompleto(usuario)}` : 'Jornada'}
      open={usuario !== null}
      onCancel={onCerrar}
      // Nothing to confirm: each save and deletion is its own; the dialog closes with its 'Cerrar' (X) or Escape.
      footer={null}
      width={820}
      destroyOnHidden
    >
      {usuario && <JornadasDeUsuario usuario={usuario} />}
    </Modal>
  );
}

function JornadasDeUsuario({ usuario }: { usuario: Usuario }) {
  const { message } = App.useApp();
  const jornadas = useJornadasUsuario(usuario.id);
  const defecto = useJornadaDefecto();
  const refrescar = useRefrescarJornadas();
  const eliminacion = useEliminacion();

  if (jornadas.isError && !jornadas.data) {
    return <ErrorDeCarga mensaje={TEXTOS_JORNADAS.errorCargarJornadas} reintentar={() => void jornadas.refetch()} />;
  }
  // The form starts from the jornada in force, theirs or the default's: both must have answered.
  if (!jornadas.data || defecto.isPending) return <Spin aria-label="Cargando las jornadas" />;

  const hoy = aIso(dayjs());
  const guardar = async (desde: string, horasPorDia: number[]) => {
    await guardarJornadaUsuario(usuario.id, desde, { horasPorDia });
    await refrescar();
    void message.success(TEXTOS_JORNADAS.jornadaGuardada);
  };
  const eliminar = (desde: string) =>
    eliminacion(() => eliminarJornadaUsuario(usuario.id, desde), { exito: TEXTOS_JORNADAS.jornadaEliminada, error: TEXTOS_JORNADAS.errorEliminarJornada });

  return (
    <Flex vertical gap="middle">
      <Typography.Text type="secondary">Horas de cada día de la semana: rigen desde la fecha indicada hasta la jornada siguiente.</Typography.Text>
      <FormularioJornada
        nombre="jornada-usuario"
        etiqueta="Nueva jornada"
        horasIniciales={horasVigentes(jornadas.data, hoy) ?? horasVigentes(defecto.data, hoy)}
        alGuardar={guardar}
      />
      {jornadas.data.length === 0 ? (
        <Typography.Text>{TEXTOS_JORNADAS.sinJornadaPropia}</Typography.Text>
      ) : (
        <TablaJornadas
          titulo="Jornadas"
          jornadas={jornadas.data}
          vacio={TEXTOS_JORNADAS.sinJornadaPropia}
          acciones={({ desde }) => (
            <BotonConfirmado
              accion="Eliminar"
              peligro
              nombre={`Eliminar jornada desde ${formatFecha(desde)}`}
              pregunta={`¿Eliminar la jornada vigente desde el ${formatFecha(desde)}?`}
              explicacion="Desde esa fecha rige la jornada anterior, o la jornada por defecto si no hay otra."
              alConfirmar={() => eliminar(desde)}
            />
          )}
        />
      )}
    </Flex>
  );
}
