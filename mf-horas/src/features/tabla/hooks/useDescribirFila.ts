import { App } from 'antd';
import { actualizarHoras, mensajeDeError, type Hora } from '@horas/shared';
import { payloadHora, type SesionHoras } from '../../formulario-hora/utils/payloadHora';
import { useCambiosDeHoras } from '../../semana/hooks/useCambiosDeHoras';
import type { Fila } from '../utils/filas';

const ERROR_DESCRIPCIONES = 'No se pudieron actualizar las descripciones.';

/**
 * A row's new description is for its entries to come. When the row already has entries of the week
 * (on days that can be edited) with another description, it offers to give them the new one too.
 */
export function useDescribirFila(sesion: SesionHoras, describir: (clave: string, descripcion: string) => void, editable: (hora: Hora) => boolean) {
  const { modal, message } = App.useApp();
  const cambios = useCambiosDeHoras();

  const actualizarRegistros = async (horas: Hora[], descripcion: string) => {
    try {
      for (const hora of horas) {
        const valores = { clienteId: hora.clienteId, servicioId: hora.servicioId, tareaId: hora.tareaId, horas: hora.horas, descripcion };
        cambios.guardada(await actualizarHoras(hora.id, payloadHora(valores, sesion, hora.fechaCarga)));
      }
      void message.success(horas.length === 1 ? 'Se actualizó 1 registro.' : `Se actualizaron ${horas.length} registros.`);
    } catch (error) {
      void message.error(mensajeDeError(error) ?? ERROR_DESCRIPCIONES);
    }
  };

  return (fila: Fila, descripcion: string) => {
    describir(fila.clave, descripcion);
    const otras = Object.values(fila.horasPorDia).flat().filter((hora) => editable(hora) && hora.descripcion !== descripcion.trim());
    if (!descripcion.trim() || otras.length === 0) return;
    modal.confirm({
      title: '¿Actualizar también los registros de esta fila?',
      content: `Los nuevos registros de la fila usarán esta descripción. ${otras.length === 1 ? 'Hay 1 registro' : `Hay ${otras.length} registros`} de esta semana con otra descripción.`,
      okText: 'Actualizar registros',
      cancelText: 'Solo los nuevos',
      onOk: () => actualizarRegistros(otras, descripcion.trim()),
    });
  };
}
