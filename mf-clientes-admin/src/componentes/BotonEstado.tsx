import { BotonConfirmado } from './BotonConfirmado';

interface Props {
  activo: boolean;
  /** Who or what the button acts on, in its accessible name: 'Desactivar Ana García'. */
  nombre: string;
  /** The confirmation's question, e.g. "¿Desactivar el servicio 'Soporte'?". */
  pregunta: string;
  /** What the change means, under the question. */
  explicacion: string;
  alConfirmar: () => Promise<void>;
}

/** 'Desactivar' / 'Activar' with a confirmation: nothing is deleted, an item only leaves the pickers for new entries. */
export function BotonEstado({ activo, nombre, ...resto }: Props) {
  const accion = activo ? 'Desactivar' : 'Activar';
  return <BotonConfirmado accion={accion} nombre={`${accion} ${nombre}`} peligro={activo} {...resto} />;
}
