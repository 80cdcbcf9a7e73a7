import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { ArranqueImposibleError } from './lib/arranque';
import { seguirConexiones } from './lib/despedida';
import { registrarFallo, tareaPeriodica } from './lib/tarea-periodica';
import { secretosRepository } from './repositories/secretos';
import { resolverSecretoJwt } from './services/secreto-jwt';
import { migrarYSembrar } from './seed';

/** How often each instance looks whether today's reminders are due (they go out once, whatever the number of instances). */
const RECORDATORIOS_CADA_MS = 60_000;
/** How often each instance purges the history past HISTORIAL_MESES (purges of several instances skip each other's rows). */
const PURGA_HISTORIAL_CADA_MS = 60 * 60_000;

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  let cerrando = false;
  const cerrarBase = async () => { await database.close().catch(() => undefined); };
  try {
    if (await migrarYSembrar(database, config)) console.log('Base vacía: se cargaron los datos de demostración.');
    config.jwtSecret = await resolverSecretoJwt(config.jwtSecret, secretosRepository(database.db));
    const app = await buildApp({ db: database.db, config, logger: { level: config.logLevel } });
    // The trigger that guards the history reads the retention from the database: this start's setting.
    await app.servicios.historial.fijarRetencion(config.historialMeses ?? null);
    let recordatorios: { detener: () => Promise<void> } | undefined;
    let purga: { detener: () => Promise<void> } | undefined;
    const conexiones = seguirConexiones(app.server);
    const apagar = async (senal: string) => {
      if (cerrando) return;
      cerrando = true;
      app.log.info(`${senal}: cerrando el servidor`);
      await Promise.all([conexiones.despedir(config.despedidaMs), recordatorios?.detener(), purga?.detener()]);
      await app.close().catch(() => undefined);
      await cerrarBase();
      process.exit(0);
    };
    process.on('SIGINT', () => void apagar('SIGINT'));
    process.on('SIGTERM', () => void apagar('SIGTERM'));
    await app.listen({ port: config.port, host: config.host });
    app.log.info(config.docs
      ? `Documentación en http://${config.host}:${config.port}/docs (base: ${database.kind})`
      : `Documentación (/docs) desactivada; DOCS=1 la activa (base: ${database.kind})`);
    if (config.historialMeses !== undefined) {
      purga = tareaPeriodica(() => app.servicios.historial.purgar(), PURGA_HISTORIAL_CADA_MS,
        registrarFallo(app.log, 'Historial: la purga de registros vencidos falló; se reintenta en una hora'));
      app.log.info(`Historial: se conservan ${config.historialMeses} meses (HISTORIAL_MESES); los registros anteriores se borran cada hora`);
    } else {
      app.log.info('Historial: se conserva para siempre (HISTORIAL_MESES no definido)');
    }
    if (config.smtpUrl) {
      recordatorios = tareaPeriodica(() => app.servicios.recordatorios.programado(), RECORDATORIOS_CADA_MS,
        registrarFallo(app.log, 'Recordatorios de horas: la ejecución programada falló; se reintenta en un minuto'));
      app.log.info(`Recordatorios de horas por correo los días hábiles desde las ${config.recordatoriosHora} (${config.appTz})`);
    } else {
      app.log.info('Recordatorios de horas: sin SMTP_URL no se envían correos (POST /recordatorios/ejecutar con simular: true los lista)');
    }
  } catch (error) {
    await cerrarBase();
    throw error;
  }
}

main().catch((error) => {
  if (error instanceof ArranqueImposibleError) console.error(error.message);
  else console.error('No se pudo iniciar el servidor:', error);
  process.exit(1);
});
