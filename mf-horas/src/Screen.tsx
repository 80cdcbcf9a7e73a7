import { Spin } from 'antd';
import { useAppStore, useAuthStore, type Cliente, type Hora, type Tarea } from '@horas/shared';
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

/** /home: the week and the hour form meet here; a saved entry patches its day in place. */
export function PaginaHoras({ sesion, horasHabilitadas, clientes, tareasDefault }: PaginaHorasProps) {
  const semana = useSemanaActual();
  const horas = useHorasSemana(sesion.id, semana.lunes);
  const formulario = useEdicionHora();
  const { edicion } = formulario;

  const alGuardar = (hora: Hora) => {
    if (edicion?.hora) horas.actualizar(hora);
    else horas.agregar(hora);
    formulario.cerrar();
  };

  return (
    <>
      <SemanaHoras semana={semana} horas={horas} horasHabilitadas={horasHabilitadas} onAgregar={formulario.nueva} onEditar={formulario.editar} />
      {edicion && (
        <FormularioHoraModal
          abierto={edicion.abierto}
          fechaCarga={edicion.fechaCarga}
          hora={edicion.hora}
          sesion={sesion}
          clientes={clientes}
          tareasDefault={tareasDefault}
          onGuardado={alGuardar}
          onCerrar={formulario.cerrar}
        />
      )}
    </>
  );
}

/** The remote's `./Screen`: reads the shared session and app data, rendered by the shell. */
export default function Screen() {
  const id = useAuthStore((estado) => estado.id);
  const perfil = useAuthStore((estado) => estado.perfil);
  const horasHabilitadas = useAppStore((estado) => estado.horasHabilitadas);
  const clientes = useAppStore((estado) => estado.clientes);
  const tareasDefault = useAppStore((estado) => estado.tareasDefault);

  if (id == null || !perfil) return <Spin description="Cargando sesión..." />;
  // `key`: another user signing in on this tab starts from a clean state, not the last one's week.
  return <PaginaHoras key={id} sesion={{ id, perfil }} horasHabilitadas={horasHabilitadas} clientes={clientes} tareasDefault={tareasDefault} />;
}
