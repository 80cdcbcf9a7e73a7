import { MAX_DIAS_AUSENCIA, MENSAJES_AUSENCIA, PERFIL_ADMIN, sumarDias, type Ausencia, type EstadoAusencia, type SolicitarAusenciaBody } from '@horas/shared/contracts';
import type { Config } from '../config';
import { ConflictoError, DatosInvalidosError, NoEncontradoError, SinPermisoError } from '../lib/errores';
import { hoyEn, rango } from '../lib/fechas';
import type { EnTransaccion } from '../repositories';
import type { AusenciasRepository, FilaAusencia } from '../repositories/ausencias';
import type { ConfiguracionRepository } from '../repositories/configuracion';
import type { HistorialRepository } from '../repositories/historial';
import type { UsuariosRepository } from '../repositories/usuarios';
import { esAdmin, type Actor } from './actor';
import { aprobadores } from './aprobadores';
import {
  diasPorAño, exigirDiasLaborables, exigirMesesAbiertos, exigirQueCabe, vistaAusencia, vistaParaHistorial, type RepositoriosDeAusencia,
} from './ausencias-reglas';
import { creacion } from './cambios';
import { mensajeDeDecision, mensajeDeSolicitud } from './mensaje-ausencia';
import type { Bitacora, Correo } from './recordatorios';
import { usuarioNoEncontrado } from './jornadas';
import { exigirVentana } from './reglas-horas';

/** What a write of an absence needs inside its transaction. */
interface RepositoriosEscritura extends RepositoriosDeAusencia {
  ausencias: RepositoriosDeAusencia['ausencias'] & Pick<AusenciasRepository, 'una' | 'tipo' | 'crear' | 'decidir'>;
  usuarios: Pick<UsuariosRepository, 'bloquear' | 'porId'>;
  configuracion: Pick<ConfiguracionRepository, 'horasHabilitadas'>;
  historial: Pick<HistorialRepository, 'registrar'>;
}

export interface AusenciasDeps {
  ausencias: Pick<AusenciasRepository, 'una'>;
  usuarios: Pick<UsuariosRepository, 'esResponsable' | 'liderados' | 'aprobadoresDe' | 'porId'>;
  transaccion: EnTransaccion<RepositoriosEscritura>;
  config: Pick<Config, 'appTz' | 'now' | 'horasUrl'>;
  /** Undefined without SMTP_URL: nothing is mailed. */
  correo: Correo | undefined;
  bitacora: Pick<Bitacora, 'error'>;
}

type Decision = 'aprobar-ausencia' | 'rechazar-ausencia' | 'cancelar-ausencia';
const HACIA: Record<Decision, EstadoAusencia> = { 'aprobar-ausencia': 'aprobada', 'rechazar-ausencia': 'rechazada', 'cancelar-ausencia': 'cancelada' };

/**
 * Requesting and deciding absences. Each write holds its person's row lock (the lock every write
 * of their hours and every transition of their months takes, api/README.md's lock order), so two
 * requests of one person on any instances are checked one after the other: overlap, balance and
 * closed months never pass twice.
 */
export function ausenciasService({ ausencias, usuarios, transaccion, config, correo, bitacora }: AusenciasDeps) {
  const quien = aprobadores(usuarios);
  const hoy = () => hoyEn(config.appTz, config.now());

  async function existente(repo: Pick<AusenciasRepository, 'una'>, id: number): Promise<FilaAusencia> {
    const fila = await repo.una(id);
    if (!fila) throw new NoEncontradoError(MENSAJES_AUSENCIA.noEncontrada(id));
    return fila;
  }

  /** The body's checks (400) that need no database: the range, a half day of one day, how far ahead. */
  function validarFechas(body: SolicitarAusenciaBody) {
    const { desde, hasta } = rango(body.desde, body.hasta, MAX_DIAS_AUSENCIA);
    const medioDia = body.medioDia ?? false;
    if (medioDia && desde !== hasta) throw new DatosInvalidosError(MENSAJES_AUSENCIA.medioDiaUnDia);
    if (hasta > sumarDias(hoy(), MAX_DIAS_AUSENCIA)) throw new DatosInvalidosError(MENSAJES_AUSENCIA.muyAdelante);
    return { desde, hasta, medioDia };
  }

  /** Reads the absence under its person's row lock, runs `trabajo`, and returns it as it is then. */
  async function conAusencia(id: number, trabajo: (tx: RepositoriosEscritura, fila: FilaAusencia) => Promise<void>): Promise<Ausencia> {
    const { usuarioId } = await existente(ausencias, id);
    await transaccion(async (tx) => {
      await tx.usuarios.bloquear(usuarioId);
      await trabajo(tx, await existente(tx.ausencias, id));
    });
    return vistaAusencia(await existente(ausencias, id));
  }

  /**
   * Rule 8, after the commit (a transaction may run again; a mail cannot be taken back): a pending
   * request to its approvers, a decision to its owner; both may see the type. A failed mail is
   * logged, never the request's failure.
   */
  async function avisar(ausencia: Ausencia): Promise<void> {
    if (!correo) return;
    const enlace = `${config.horasUrl}/ausencias`;
    const mensajes = ausencia.estado === 'pendiente'
      ? (await usuarios.aprobadoresDe(ausencia.usuario.id, PERFIL_ADMIN)).map((a) => mensajeDeSolicitud(a, ausencia, enlace))
      : [mensajeDeDecision((await usuarios.porId(ausencia.usuario.id))!, ausencia, enlace)];
    for (const mensaje of mensajes) {
      try {
        await correo.enviar(mensaje);
      } catch (err) {
        bitacora.error({ err, ausenciaId: ausencia.id }, 'Ausencias: un correo no se pudo enviar');
      }
    }
  }

  async function registrarDecision(tx: RepositoriosEscritura, actor: Actor, fila: FilaAusencia, accion: Decision, extra: { motivo?: string } = {}) {
    const contexto = vistaParaHistorial(fila);
    await tx.historial.registrar(actor, {
      entidad: 'ausencia', entidadId: String(fila.id), usuarioId: fila.usuarioId, accion,
      cambios: {
        ...Object.fromEntries(Object.entries(contexto).map(([campo, valor]) => [campo, [valor, valor]])),
        estado: [fila.estado, HACIA[accion]],
        ...(extra.motivo !== undefined && { motivo: [null, extra.motivo] }),
      },
    });
  }

  return {
    async solicitar(actor: Actor, body: SolicitarAusenciaBody): Promise<Ausencia> {
      const { desde, hasta, medioDia } = validarFechas(body);
      const usuarioId = body.usuarioId ?? actor.id;
      const paraOtro = usuarioId !== actor.id;
      if (paraOtro && !esAdmin(actor)) throw new SinPermisoError(MENSAJES_AUSENCIA.paraOtro);
      const id = await transaccion(async (tx) => {
        const tipo = await tx.ausencias.tipo(body.tipoId);
        if (!tipo) throw new DatosInvalidosError(MENSAJES_AUSENCIA.tipoDesconocido);
        if (!tipo.activo) throw new DatosInvalidosError(MENSAJES_AUSENCIA.tipoInactivo(tipo.nombre));
        if (medioDia && !tipo.permiteMedioDia) throw new DatosInvalidosError(MENSAJES_AUSENCIA.medioDiaNoPermitido(tipo.nombre));
        const persona = await tx.usuarios.porId(usuarioId);
        if (!persona) throw usuarioNoEncontrado(usuarioId);
        const porAño = await diasPorAño(tx, usuarioId, desde, hasta, medioDia);
        exigirDiasLaborables(porAño);
        // Future days are always allowed; past ones only where hours could be written.
        if (desde < hoy()) exigirVentana(desde, hoy(), await tx.configuracion.horasHabilitadas());
        await tx.usuarios.bloquear(usuarioId);
        await exigirQueCabe(tx, { usuarioId, desde, hasta, descuentaSaldo: tipo.descuentaSaldo, diasPorAnio: porAño });
        const enseguida = paraOtro || !tipo.requiereAprobacion;
        const estado: EstadoAusencia = enseguida ? 'aprobada' : 'pendiente';
        const decididaPor = paraOtro ? actor.id : null;
        const nueva = await tx.ausencias.crear({
          usuarioId, tipoId: tipo.id, desde, hasta, medioDia, diasPorAnio: porAño, estado, comentario: body.comentario ?? null,
          decididaPor, decididaEn: decididaPor === null ? null : config.now(), creadaEn: config.now(),
        });
        const vista = vistaParaHistorial({ ...persona, tipoNombre: tipo.nombre, desde, hasta, medioDia, diasPorAnio: porAño });
        await tx.historial.registrar(actor, {
          entidad: 'ausencia', entidadId: String(nueva), usuarioId, accion: 'solicitar-ausencia',
          cambios: creacion({ ...vista, estado, comentario: body.comentario ?? null }),
        });
        return nueva;
      });
      const creada = vistaAusencia(await existente(ausencias, id));
      if (creada.estado === 'pendiente') await avisar(creada);
      return creada;
    },

    async aprobar(actor: Actor, id: number): Promise<Ausencia> {
      const fila = await existente(ausencias, id);
      if (!(await quien.aprueba(actor, fila.usuarioId))) throw new SinPermisoError(MENSAJES_AUSENCIA.noAprobador);
      const aprobada = await conAusencia(id, async (tx, actual) => {
        if (actual.estado !== 'pendiente') throw new ConflictoError(MENSAJES_AUSENCIA.yaEsta(actual.estado));
        // The jornada or the holidays may have moved since the request: its days are counted again.
        const porAño = await diasPorAño(tx, actual.usuarioId, actual.desde, actual.hasta, actual.medioDia);
        await exigirQueCabe(tx, { ...actual, diasPorAnio: porAño }, id);
        await tx.ausencias.decidir(id, { estado: 'aprobada', decididaPor: actor.id, decididaEn: config.now(), diasPorAnio: porAño });
        await registrarDecision(tx, actor, actual, 'aprobar-ausencia');
      });
      await avisar(aprobada);
      return aprobada;
    },

    async rechazar(actor: Actor, id: number, motivo: string): Promise<Ausencia> {
      const fila = await existente(ausencias, id);
      if (!(await quien.aprueba(actor, fila.usuarioId))) throw new SinPermisoError(MENSAJES_AUSENCIA.noAprobador);
      const rechazada = await conAusencia(id, async (tx, actual) => {
        if (actual.estado !== 'pendiente') throw new ConflictoError(MENSAJES_AUSENCIA.yaEsta(actual.estado));
        await tx.ausencias.decidir(id, { estado: 'rechazada', decididaPor: actor.id, decididaEn: config.now(), motivo });
        await registrarDecision(tx, actor, actual, 'rechazar-ausencia', { motivo });
      });
      await avisar(rechazada);
      return rechazada;
    },

    /** The owner while pending or before it starts; an administrator any time outside closed months. */
    async cancelar(actor: Actor, id: number): Promise<Ausencia> {
      const fila = await existente(ausencias, id);
      if (fila.usuarioId !== actor.id && !esAdmin(actor)) throw new SinPermisoError(MENSAJES_AUSENCIA.noCancela);
      return conAusencia(id, async (tx, actual) => {
        if (actual.estado !== 'pendiente' && actual.estado !== 'aprobada') throw new ConflictoError(MENSAJES_AUSENCIA.yaEsta(actual.estado));
        if (!esAdmin(actor) && actual.estado === 'aprobada' && actual.desde <= hoy()) throw new SinPermisoError(MENSAJES_AUSENCIA.yaComenzo);
        // Only an approved absence lowered targets: taking it back moves them.
        if (actual.estado === 'aprobada') await exigirMesesAbiertos(tx, actual.usuarioId, actual.desde, actual.hasta);
        await tx.ausencias.decidir(id, { estado: 'cancelada' });
        await registrarDecision(tx, actor, actual, 'cancelar-ausencia');
      });
    },
  };
}
