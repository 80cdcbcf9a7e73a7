import {
  MENSAJES_AUSENCIA, nombreCompleto, nombreLimpio,
  type ActualizarTipoAusenciaBody, type ConfiguracionAusencias, type CrearTipoAusenciaBody, type SaldoAusencias, type TipoAusencia,
} from '@horas/shared/contracts';
import { ConflictoError, NoEncontradoError } from '../lib/errores';
import type { EnTransaccion } from '../repositories';
import type { AusenciasRepository } from '../repositories/ausencias';
import type { HistorialRepository } from '../repositories/historial';
import type { UsuariosRepository } from '../repositories/usuarios';
import { esAdmin, exigirAdmin, type Actor } from './actor';
import { saldoDelAño } from './ausencias-reglas';
import { accionDeEdicion, creacion, diferencias, registrarEdicion } from './cambios';
import { usuarioNoEncontrado } from './jornadas';

interface RepositoriosEscritura {
  ausencias: Pick<AusenciasRepository, 'tipo' | 'nombreEnUso' | 'crearTipo' | 'cambiarTipo' | 'asignacion' | 'asignar' | 'diasPorDefecto' | 'guardarDiasPorDefecto' | 'diasDelAño'>;
  usuarios: Pick<UsuariosRepository, 'porId' | 'bloquear'>;
  historial: Pick<HistorialRepository, 'registrar'>;
}

export interface ConfiguracionAusenciasDeps {
  ausencias: Pick<AusenciasRepository, 'tipos' | 'diasPorDefecto'>;
  transaccion: EnTransaccion<RepositoriosEscritura>;
}

const porNombre = new Intl.Collator('es', { sensitivity: 'base' });

/** How a type reads in the history (`configuracion`): under `tipoAusencia`, so its sentence names it. */
const vistaTipo = ({ nombre, requiereAprobacion, descuentaSaldo, permiteMedioDia, activo }: Omit<TipoAusencia, 'id'>) =>
  ({ tipoAusencia: nombre, requiereAprobacion, descuentaSaldo, permiteMedioDia, activo });

/** The absence types, the company's vacation days per year and each person's allowance: administrators write them, each with its record. */
export function configuracionAusenciasService({ ausencias, transaccion }: ConfiguracionAusenciasDeps) {
  const noEncontrado = (id: number) => new NoEncontradoError(MENSAJES_AUSENCIA.tipoNoEncontrado(id));

  return {
    /** By name in Spanish order (the database's collation may put 'Ávila' after 'Zona'); staff see the active ones, administrators all. */
    tipos: async (actor: Actor): Promise<TipoAusencia[]> => (await ausencias.tipos(!esAdmin(actor))).sort((a, b) => porNombre.compare(a.nombre, b.nombre) || a.id - b.id),

    async crearTipo(actor: Actor, body: CrearTipoAusenciaBody): Promise<TipoAusencia> {
      exigirAdmin(actor);
      const datos = { ...body, nombre: nombreLimpio(body.nombre) };
      return transaccion(async (tx) => {
        const id = await tx.ausencias.crearTipo(datos);
        if (id === null) throw new ConflictoError(MENSAJES_AUSENCIA.tipoDuplicado);
        await tx.historial.registrar(actor, { entidad: 'configuracion', entidadId: null, usuarioId: null, accion: 'crear', cambios: creacion(vistaTipo({ ...datos, activo: true })) });
        return (await tx.ausencias.tipo(id))!;
      });
    },

    async actualizarTipo(actor: Actor, id: number, body: ActualizarTipoAusenciaBody): Promise<TipoAusencia> {
      exigirAdmin(actor);
      const cambios = body.nombre === undefined ? body : { ...body, nombre: nombreLimpio(body.nombre) };
      return transaccion(async (tx) => {
        const antes = await tx.ausencias.tipo(id);
        if (!antes) throw noEncontrado(id);
        if (cambios.nombre !== undefined && (await tx.ausencias.nombreEnUso(cambios.nombre, id))) throw new ConflictoError(MENSAJES_AUSENCIA.tipoDuplicado);
        await tx.ausencias.cambiarTipo(id, cambios);
        const despues = (await tx.ausencias.tipo(id))!;
        const cambiosDelTipo = diferencias(vistaTipo(antes), vistaTipo(despues));
        if (Object.keys(cambiosDelTipo).length > 0) {
          // The type's name is always there (unchanged: context), so its sentence names it.
          await tx.historial.registrar(actor, {
            entidad: 'configuracion', entidadId: null, usuarioId: null, accion: accionDeEdicion(cambiosDelTipo),
            cambios: { tipoAusencia: [antes.nombre, despues.nombre], ...cambiosDelTipo },
          });
        }
        return despues;
      });
    },

    configuracion: async (): Promise<ConfiguracionAusencias> => ({ diasVacacionesPorAño: await ausencias.diasPorDefecto() }),

    async guardarConfiguracion(actor: Actor, dias: number): Promise<ConfiguracionAusencias> {
      exigirAdmin(actor);
      await transaccion(async (tx) => {
        const antes = await tx.ausencias.diasPorDefecto({ paraCambiar: true });
        await tx.ausencias.guardarDiasPorDefecto(dias);
        await registrarEdicion(tx.historial, actor, {
          entidad: 'configuracion', entidadId: null, usuarioId: null, antes: { diasVacacionesPorAño: antes }, despues: { diasVacacionesPorAño: dias },
        });
      });
      return { diasVacacionesPorAño: dias };
    },

    /** A person's vacation days for one year, under their row lock (a request's balance is checked under it). */
    async asignar(actor: Actor, usuarioId: number, año: number, dias: number): Promise<SaldoAusencias> {
      exigirAdmin(actor);
      return transaccion(async (tx) => {
        const persona = await tx.usuarios.porId(usuarioId);
        if (!persona) throw usuarioNoEncontrado(usuarioId);
        await tx.usuarios.bloquear(usuarioId);
        const antes = (await tx.ausencias.asignacion(usuarioId, año)) ?? (await tx.ausencias.diasPorDefecto());
        await tx.ausencias.asignar(usuarioId, año, dias);
        // The person and the year name the allowance in its sentence: equal on both sides, context rather than a change.
        const usuario = nombreCompleto(persona);
        if (antes !== dias) {
          await tx.historial.registrar(actor, {
            entidad: 'configuracion', entidadId: null, usuarioId, accion: 'modificar',
            cambios: { usuario: [usuario, usuario], año: [año, año], diasVacaciones: [antes, dias] },
          });
        }
        return saldoDelAño(tx, usuarioId, año);
      });
    },
  };
}
