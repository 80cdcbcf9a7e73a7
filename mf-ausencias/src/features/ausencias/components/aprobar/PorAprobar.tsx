import { Button, Flex } from 'antd';
import { useState } from 'react';
import { BotonOcupado, nombreCompleto, type Ausencia } from '@horas/shared';
import { useAprobar } from '../../hooks/acciones';
import { usePorAprobar } from '../../hooks/consultas';
import { fechasDe } from '../../utils/ausencias';
import { columnasDeAusencia } from '../columnas';
import { TablaDeConsulta } from '../TablaDeConsulta';
import { DialogoRechazo } from './DialogoRechazo';
import { SaldoDespues } from './SaldoDespues';

/** The tab's name says how many requests wait (the same query as the table: asked once). */
export function EtiquetaPorAprobar() {
  const pendientes = usePorAprobar();
  return pendientes.data ? `Por aprobar (${pendientes.data.length})` : 'Por aprobar';
}

/** 'Por aprobar': one row per pending request of the people the user approves, decided in the row. */
export function PorAprobar() {
  const pendientes = usePorAprobar();
  const aprobar = useAprobar();
  const [rechazando, setRechazando] = useState<Ausencia | null>(null);
  const quien = (a: Ausencia) => `${nombreCompleto(a.usuario)} ${fechasDe(a)}`;
  return (
    <>
      <TablaDeConsulta
        consulta={pendientes}
        etiqueta="Solicitudes por aprobar"
        errorDeCarga="No se pudieron cargar las solicitudes."
        vacia="No hay solicitudes por aprobar"
        columnas={[
          { title: 'Persona', key: 'persona', render: (_, a) => nombreCompleto(a.usuario) },
          ...columnasDeAusencia('Días laborables'),
          { title: 'Saldo después', key: 'saldo', render: (_, a) => <SaldoDespues ausencia={a} /> },
          {
            title: 'Acciones',
            key: 'acciones',
            render: (_, a) => (
              <Flex gap="small">
                <BotonOcupado
                  size="small"
                  type="primary"
                  aria-label={`Aprobar ${quien(a)}`}
                  ocupado={aprobar.isPending && aprobar.variables === a.id}
                  onClick={() => aprobar.mutate(a.id)}
                >
                  Aprobar
                </BotonOcupado>
                <Button size="small" danger aria-label={`Rechazar ${quien(a)}`} onClick={() => setRechazando(a)}>Rechazar</Button>
              </Flex>
            ),
          },
        ]}
      />
      <DialogoRechazo ausencia={rechazando} onCerrar={() => setRechazando(null)} />
    </>
  );
}
