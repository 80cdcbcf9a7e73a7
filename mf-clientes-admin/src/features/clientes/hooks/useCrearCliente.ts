import {
  actualizarCliente, agregarServiciosCliente, crearCliente, claves, getServiciosPorAreaDeCliente, mensajeDeError,
  type AreaConServicios, type Cliente,
} from '@horas/shared';
import { App } from 'antd';
import { useState } from 'react';
import { useRefrescar } from '../../../hooks/useRefrescar';
import { cuerpoActualizacion, limpiarDatos, type DatosClienteForm } from '../utils/datosCliente';
import { esperarTrasCambio } from '../utils/esperar';
import { MENSAJES } from '../utils/mensajes';
import { serviciosSinAsignar } from '../utils/servicios';
import { useCambioCliente } from './useCambioCliente';

export interface DatosPasoUno extends DatosClienteForm {
  areas: number[];
}

/** `null` when the services could not be loaded (spec §4: they can be assigned later). */
async function serviciosPendientes(cliente: Cliente): Promise<AreaConServicios[] | null> {
  try {
    return serviciosSinAsignar(await getServiciosPorAreaDeCliente(cliente.id), cliente.servicios);
  } catch {
    return null;
  }
}

/** The two-step create flow of spec §4: client data, then services of its areas. */
export function useCrearCliente(alTerminar: () => void) {
  const { message, modal } = App.useApp();
  const [paso, setPaso] = useState<'datos' | 'servicios'>('datos');
  const [valores, setValores] = useState<DatosPasoUno>();
  const [cliente, setCliente] = useState<Cliente>();
  const [grupos, setGrupos] = useState<AreaConServicios[]>([]);
  const [guardando, setGuardando] = useState(false);
  const asignacion = useCambioCliente();
  const refrescar = useRefrescar(claves.catalogo);

  // After 'Volver' the client already exists: step 1 then updates it instead of creating a twin.
  const guardarCliente = async (datos: DatosPasoUno): Promise<Cliente | null> => {
    try {
      const respuesta = cliente
        ? await actualizarCliente(cliente.id, cuerpoActualizacion(cliente, { ...limpiarDatos(datos), areaIds: datos.areas }))
        : await crearCliente({ ...limpiarDatos(datos), estado: true, areas: datos.areas });
      if (respuesta?.cliente) return respuesta.cliente;
      message.error(MENSAJES.sinClienteEnRespuesta);
    } catch (error) {
      message.error(mensajeDeError(error) ?? (cliente ? MENSAJES.errorActualizar : MENSAJES.errorCrear));
    }
    return null;
  };

  const guardarDatos = async (datos: DatosPasoUno) => {
    setValores({ ...datos, ...limpiarDatos(datos) });
    setGuardando(true);
    const guardado = await guardarCliente(datos);
    if (!guardado) {
      setGuardando(false);
      return;
    }
    setCliente(guardado);
    const pendientes = guardado.areas.length > 0 ? await serviciosPendientes(guardado) : [];
    await Promise.all([refrescar(), esperarTrasCambio()]);
    setGuardando(false);
    if (guardado.areas.length === 0) message.success(MENSAJES.creadoSinAreas);
    else if (pendientes === null) message.warning(MENSAJES.serviciosMasTarde);
    else if (pendientes.length === 0) message.success(MENSAJES.creado);
    else {
      setGrupos(pendientes);
      setPaso('servicios');
      return;
    }
    alTerminar();
  };

  const asignarServicios = async (ids: number[]) => {
    if (!cliente) return;
    if (ids.length === 0) {
      modal.confirm({
        title: MENSAJES.sinServiciosTitulo,
        content: MENSAJES.sinServiciosPregunta,
        okText: 'Continuar',
        cancelText: 'Cancelar',
        onOk: () => {
          message.success(MENSAJES.creado);
          alTerminar();
        },
      });
      return;
    }
    const asignados = await asignacion.ejecutar(() => agregarServiciosCliente(cliente.id, ids), {
      exito: MENSAJES.serviciosAsignados,
      error: MENSAJES.errorAsignarServicios,
    });
    if (asignados) alTerminar();
  };

  return {
    paso,
    valores,
    creado: cliente !== undefined,
    grupos,
    procesando: guardando || asignacion.procesando,
    guardarDatos,
    asignarServicios,
    volver: () => setPaso('datos'),
  };
}
