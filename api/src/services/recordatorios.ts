import {
  DIAS_ATRAS_RECORDATORIO, diasParaRecordar, MENSAJE_SMTP_NO_CONFIGURADO, sumarDias, type DestinatarioRecordatorio,
} from '@horas/shared/contracts';
import type { Config } from '../config';
import { ArranqueImposibleError } from '../lib/arranque';
import { enParalelo } from '../lib/en-paralelo';
import { ConflictoError } from '../lib/errores';
import { horaEn, hoyEn } from '../lib/fechas';
import type { ObjetivosRepository } from '../repositories/objetivos';
import type { RecordatoriosRepository } from '../repositories/recordatorios';
import type { Contacto, UsuariosRepository } from '../repositories/usuarios';
import { exigirAdmin, type Actor } from './actor';
import { mensajeRecordatorio, type MensajeCorreo } from './mensaje-recordatorio';
import { porUsuario } from './saldos';

/**
 * The mail server as the reminders see it (src/correo/ over SMTP); a rejected promise is a failed
 * send, a `CorreoNoDisponibleError` when the server itself failed.
 */
export interface Correo {
  enviar: (mensaje: MensajeCorreo) => Promise<void>;
}

/** The mail server failed (unreachable, time-out, TLS, credentials), not one message: the run's other mails would fail alike. */
export class CorreoNoDisponibleError extends Error {
  constructor(mensaje: string, options?: ErrorOptions) {
    super(mensaje, options);
    this.name = new.target.name;
  }
}

/** Where a failed send is told (the app's logger). */
export interface Bitacora {
  info: (datos: object, mensaje: string) => void;
  error: (datos: object, mensaje: string) => void;
}

export interface RecordatoriosDeps {
  objetivos: Pick<ObjetivosRepository, 'dias'>;
  usuarios: Pick<UsuariosRepository, 'contactosActivos'>;
  recordatorios: RecordatoriosRepository;
  /** Undefined without SMTP_URL: reminders are only listed. */
  correo: Correo | undefined;
  config: Pick<Config, 'appTz' | 'now' | 'horasUrl' | 'recordatoriosHora'>;
  bitacora: Bitacora;
}

/**
 * Mails a run hands to the mail server at once, each on a connection of its own (correo/smtp.ts
 * pools as many): a server that hangs costs the run one time-out, since the sends in flight time
 * out together and, once one has, the run tries no more.
 */
export const ENVIOS_SIMULTANEOS = 5;
/** A failed mail is tried again by the scheduled run after this long (a manual run tries at once). */
const REINTENTO_MS = 5 * 60_000;
/** A claim this old and still 'enviando' was left by an instance that stopped mid-send. */
const ABANDONO_MS = 15 * 60_000;

const HORA = /^([01]\d|2[0-3]):[0-5]\d$/;

interface Destinatario extends Contacto {
  diasSinHoras: string[];
}

/**
 * Reminders of missing hours by e-mail. Who: each active user whose last five working days before
 * the run's day (rule book: `diasParaRecordar`) include days without hours. Once per (day, user),
 * whatever the number of API instances: each mail is claimed in the database before it is sent
 * (repositories/recordatorios.ts). The scheduled run (`programado`, called every minute by
 * server.ts) goes out on the company's working days from RECORDATORIOS_HORA (APP_TZ); an
 * administrator lists (`simular`) or sends them at any time.
 */
export function recordatoriosService({ objetivos, usuarios, recordatorios, correo, config, bitacora }: RecordatoriosDeps) {
  if (!HORA.test(config.recordatoriosHora)) {
    throw new ArranqueImposibleError(`RECORDATORIOS_HORA=${config.recordatoriosHora} no es una hora HH:MM (por ejemplo 09:30).`);
  }

  /** Whom a run of day `dia` would mail, and which days, by surname. */
  async function destinatarios(dia: string): Promise<Destinatario[]> {
    const [contactos, dias] = await Promise.all([
      usuarios.contactosActivos(),
      objetivos.dias({ activos: true }, sumarDias(dia, -DIAS_ATRAS_RECORDATORIO), sumarDias(dia, -1)),
    ]);
    const delUsuario = porUsuario(dias);
    return contactos
      .map((c) => ({ ...c, diasSinHoras: diasParaRecordar(delUsuario.get(c.id) ?? [], dia) }))
      .filter((d) => d.diasSinHoras.length > 0);
  }

  const respuesta = (d: Destinatario, enviado: boolean): DestinatarioRecordatorio => ({ usuarioId: d.id, email: d.email, diasSinHoras: d.diasSinHoras, enviado });

  /**
   * Claims then sends; a failure is logged and its row marked for a later attempt. Once the server
   * itself fails, the mails not yet tried are not tried: they wait for a later run too.
   */
  async function enviar(servidor: Correo, dia: string, lista: Destinatario[], manual: boolean): Promise<DestinatarioRecordatorio[]> {
    const ahora = config.now();
    const reclamados = new Set(await recordatorios.reclamar({
      dia,
      usuarioIds: lista.map((d) => d.id).sort((a, b) => a - b), // one lock order for every instance
      ahora,
      fallidoAntesDe: manual ? ahora : new Date(ahora.getTime() - REINTENTO_MS),
      enviandoAntesDe: new Date(ahora.getTime() - ABANDONO_MS),
    }));
    let servidorCaido = false;
    const resultados = await enParalelo(lista.filter((d) => reclamados.has(d.id)), ENVIOS_SIMULTANEOS, async (d) => {
      if (!servidorCaido) {
        try {
          await servidor.enviar(mensajeRecordatorio(d, config.horasUrl));
          await recordatorios.marcar(dia, d.id, 'enviado');
          return respuesta(d, true);
        } catch (error) {
          servidorCaido ||= error instanceof CorreoNoDisponibleError;
          bitacora.error({ err: error, usuarioId: d.id, dia }, 'No se pudo enviar el recordatorio de horas; se intentará de nuevo');
        }
      }
      await recordatorios.marcar(dia, d.id, 'fallido');
      return respuesta(d, false);
    });
    if (servidorCaido) bitacora.error({ dia, pendientes: resultados.filter((r) => !r.enviado).length }, 'Servidor de correo no disponible: los recordatorios pendientes se intentarán más tarde');
    return resultados;
  }

  return {
    /** POST /recordatorios/ejecutar: today's reminders, listed (`simular`) or sent now; those already reminded today are left out. */
    async ejecutar(actor: Actor, simular: boolean): Promise<DestinatarioRecordatorio[]> {
      exigirAdmin(actor);
      const servidor = simular ? undefined : correo;
      if (!simular && !servidor) throw new ConflictoError(MENSAJE_SMTP_NO_CONFIGURADO);
      const dia = hoyEn(config.appTz, config.now());
      const lista = await destinatarios(dia);
      if (servidor) return enviar(servidor, dia, lista, true);
      const yaEnviados = await recordatorios.enviados(dia, lista.map((d) => d.id));
      return lista.filter((d) => !yaEnviados.has(d.id)).map((d) => respuesta(d, false));
    },

    /**
     * One tick of the schedule: on a working day (not a holiday, default jornada above 0), from
     * RECORDATORIOS_HORA on, until every reminder of the day is sent and none of the day's is left
     * failed or sending (a manual run's failures too): those are tried again by later ticks. Answers
     * what it sent (nothing when it had nothing to do).
     */
    async programado(): Promise<DestinatarioRecordatorio[]> {
      const ahora = config.now();
      if (!correo || horaEn(config.appTz, ahora) < config.recordatoriosHora) return [];
      const dia = hoyEn(config.appTz, ahora);
      const { laborable, completo } = await recordatorios.dia(dia);
      if (!laborable || completo) return [];
      const lista = await destinatarios(dia);
      const enviados = await enviar(correo, dia, lista, false);
      const hechos = await recordatorios.enviados(dia, lista.map((d) => d.id));
      if (lista.every((d) => hechos.has(d.id)) && await recordatorios.completar(dia, ahora)) {
        bitacora.info({ dia, destinatarios: lista.length }, 'Recordatorios de horas del día completos');
      }
      return enviados;
    },
  };
}
