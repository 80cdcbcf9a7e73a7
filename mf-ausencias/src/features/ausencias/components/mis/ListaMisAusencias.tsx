import dayjs from 'dayjs';
import { aIso, BotonOcupado, esAdmin, ETIQUETA_ESTADO_AUSENCIA, Titulo, useAuthStore, type Ausencia } from '@horas/shared';
import { useCancelar } from '../../hooks/acciones';
import { useMisAusencias } from '../../hooks/consultas';
import { TablaDeConsulta } from '../TablaDeConsulta';
import { fechasDe, nombreDeTipo, sePuedeCancelar } from '../../utils/ausencias';
import { columnasDeAusencia } from '../columnas';

/** 'Rechazada' says why. */
const estadoDe = ({ estado, motivo }: Ausencia): string =>
  estado === 'rechazada' && motivo ? `${ETIQUETA_ESTADO_AUSENCIA[estado]}: ${motivo}` : ETIQUETA_ESTADO_AUSENCIA[estado];

/** The user's requests, newest first, each with its state and 'Cancelar' where the API allows it. */
export function ListaMisAusencias() {
  const ausencias = useMisAusencias();
  const cancelar = useCancelar();
  const administrador = esAdmin(useAuthStore((s) => s.perfil));
  const hoy = aIso(dayjs());
  return (
    <div>
      <Titulo nivel={2} aspecto={4}>Mis solicitudes</Titulo>
      <TablaDeConsulta
        consulta={ausencias}
        etiqueta="Mis solicitudes"
        errorDeCarga="No se pudieron cargar sus ausencias."
        vacia="Sin solicitudes"
        columnas={[
          ...columnasDeAusencia('Días'),
          { title: 'Estado', key: 'estado', render: (_, a) => estadoDe(a) },
          {
            title: 'Acciones',
            key: 'acciones',
            render: (_, a) =>
              sePuedeCancelar(a, administrador, hoy) && (
                <BotonOcupado
                  size="small"
                  aria-label={`Cancelar ${nombreDeTipo(a.tipo)} ${fechasDe(a)}`}
                  ocupado={cancelar.isPending && cancelar.variables === a.id}
                  onClick={() => cancelar.mutate(a.id)}
                >
                  Cancelar
                </BotonOcupado>
              ),
          },
        ]}
      />
    </div>
  );
}
