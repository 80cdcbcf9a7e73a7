import { mensajeDeError } from '@horas/shared';
import { App } from 'antd';
import { accionDeEstado } from '../../../componentes/accionDeEstado';
import { MenuDeAcciones, type AccionDeFila } from '../../../componentes/MenuDeAcciones';
import { NIVELES, type ElementoCatalogo, type Nivel } from '../utils/niveles';
import type { Edicion } from './ModalNombre';

interface Props {
  nivel: Nivel;
  elemento: ElementoCatalogo;
  /** Opens the name modal: to rename this item, or to create one in it. */
  editar: (edicion: Edicion) => void;
  /** Reloads the catalogue after a change. */
  alCambiar: () => Promise<void>;
  /** What this item holds, created from its row: the services of an area, the tasks of a service. */
  nivelHijo?: Nivel;
}

/**
 * The 'Acciones' of one area, service or task: 'Renombrar', 'Crear Servicio' / 'Crear Tarea' in it
 * (only while it is active), and 'Desactivar' / 'Activar'.
 */
export function AccionesElemento({ nivel, elemento, editar, alCambiar, nivelHijo }: Props) {
  const { message } = App.useApp();
  const textos = NIVELES[nivel];
  const alternar = async () => {
    try {
      await textos.actualizar(elemento.id, { activo: !elemento.activo });
    } catch (error) {
      void message.error(mensajeDeError(error) ?? textos.errorGuardar);
      return;
    }
    await alCambiar();
    void message.success(elemento.activo ? textos.desactivado : textos.activado);
  };
  const estado = accionDeEstado({
    activo: elemento.activo,
    pregunta: (accion) => `¿${accion} ${textos.conArticulo} '${elemento.nombre}'?`,
    explicacion: elemento.activo
      ? 'Deja de ofrecerse para horas nuevas; las horas ya cargadas se conservan.'
      : 'Vuelve a ofrecerse para horas nuevas.',
    alElegir: alternar,
  });
  const acciones: AccionDeFila[] = [{ texto: 'Renombrar', alElegir: () => editar({ modo: 'renombrar', nivel, elemento }) }];
  if (nivelHijo) {
    acciones.push({
      texto: `Crear ${NIVELES[nivelHijo].etiqueta}`,
      deshabilitada: !elemento.activo,
      alElegir: () => editar({ modo: 'crear', nivel: nivelHijo, padre: { id: elemento.id, nombre: elemento.nombre, nivel } }),
    });
  }
  acciones.push(estado);
  return <MenuDeAcciones nombre={elemento.nombre} acciones={acciones} />;
}
