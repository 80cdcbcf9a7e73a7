import { Alert, Flex, Spin } from 'antd';
import { esAdmin, useAuthStore, useClientesDelUsuario, useHorasHabilitadas, useSinDondeCargarHoras, useTareasDefault, type Cliente, type Tarea } from '@horas/shared';
import { EstadosDeLaSemana } from './features/cierre/components/EstadosDeLaSemana';
import { useCierresDeLaSemana } from './features/cierre/hooks/useCierresDeLaSemana';
import { ControlCronometro } from './features/cronometro/components/ControlCronometro';
import { FormularioHoraModal } from './features/formulario-hora/components/FormularioHoraModal';
import { useEdicionHora } from './features/formulario-hora/hooks/useEdicionHora';
import type { SesionHoras } from './features/formulario-hora/utils/payloadHora';
import { SemanaHoras } from './features/semana/components/SemanaHoras';
import { useHorasSemana } from './features/semana/hooks/useHorasSemana';
import { useSemanaActual } from './features/semana/hooks/useSemanaActual';

export interface PaginaHorasProps {
  sesion: SesionHoras;
  horasHabilitadas: boolean;
  clientes: Cliente[];
  tareasDefault: Tarea[];
}

/**
 * /home: the state of the week's month, the timer, the week and the hour form meet here; a saved entry shows
 * in its week at once (useCambiosDeHoras), a month sent or approved locks its days in both views.
 */
export function PaginaHoras({ sesion, horasHabilitadas, clientes, tareasDefault }: PaginaHorasProps) {
  const semana = useSemanaActual();
  const horas = useHorasSemana(sesion.id, semana.lunes);
  const cierres = useCierresDeLaSemana(semana.dias);
  const formulario = useEdicionHora();
  const { edicion } = formulario;

  return (
    <Flex vertical gap="middle">
      <EstadosDeLaSemana usuarioId={sesion.id} meses={cierres.meses} />
      <ControlCronometro sesion={sesion} clientes={clientes} tareasDefault={tareasDefault} />
      <SemanaHoras
        semana={semana}
        horas={horas}
        horasHabilitadas={horasHabilitadas}
        cierreDe={cierres.cierreDe}
        sesion={sesion}
        clientes={clientes}
        tareasDefault={tareasDefault}
        onAgregar={formulario.nueva}
        onEditar={formulario.editar}
      />
      {edicion && (
        <FormularioHoraModal
          abierto={edicion.abierto}
          fechaCarga={edicion.fechaCarga}
          hora={edicion.hora}
          sesion={sesion}
          clientes={clientes}
          tareasDefault={tareasDefault}
          onGuardado={formulario.cerrar}
          onCerrar={formulario.cerrar}
        />
      )}
    </Flex>
  );
}

export const SIN_DONDE_CARGAR = 'Todavía no puede cargar horas: no hay clientes de sus áreas ni tareas por defecto. Consulte con un administrador.';

/**
 * The remote's `./Screen`, rendered by the shell: the shared session, and the session's lists from
 * the shared query cache (the hours switch is asked again every minute while the week is open).
 */
export default function Screen() {
  const id = useAuthStore((estado) => estado.id);
  const perfil = useAuthStore((estado) => estado.perfil);
  const horasHabilitadas = useHorasHabilitadas();
  const clientes = useClientesDelUsuario().data;
  const tareasDefault = useTareasDefault();
  const sinDondeCargar = useSinDondeCargarHoras();

  if (id == null || !perfil) return <Spin description="Cargando sesión..." />;
  return (
    <Flex vertical gap="middle">
      {/* Instead of empty selects: why nothing can be logged yet. An administrator reads 'Puesta en marcha' above instead. */}
      {sinDondeCargar && !esAdmin(perfil) && <Alert type="info" showIcon title={SIN_DONDE_CARGAR} />}
      {/* `key`: another user signing in on this tab starts from a clean state, not the last one's week. */}
      <PaginaHoras key={id} sesion={{ id, perfil }} horasHabilitadas={horasHabilitadas} clientes={clientes} tareasDefault={tareasDefault} />
    </Flex>
  );
}
