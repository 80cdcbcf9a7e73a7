import type { Db } from '../db/client';
import { conReintentos } from '../db/reintentos';
import { analisisRepository } from './analisis';
import { ausenciasRepository } from './ausencias';
import { catalogoRepository } from './catalogo';
import { cierresRepository } from './cierres';
import { catalogoCambiosRepository } from './catalogo-cambios';
import { clientesRepository } from './clientes';
import { configuracionRepository } from './configuracion';
import { cronometrosRepository } from './cronometros';
import { feriadosRepository } from './feriados';
import { filasTablaRepository } from './filas-tabla';
import { historialRepository } from './historial';
import { horasRepository } from './horas';
import { horasReporteRepository } from './horas-reporte';
import { jornadasRepository } from './jornadas';
import { loginFallosRepository } from './login-fallos';
import { objetivosRepository } from './objetivos';
import { recientesRepository } from './recientes';
import { recordatoriosRepository } from './recordatorios';
import { ssoRepository } from './sso';
import { tokensCuentaRepository } from './tokens-cuenta';
import { usuariosRepository } from './usuarios';
import { usuariosCambiosRepository } from './usuarios-cambios';

/** Every repository over one connection: the database, or a transaction. */
export function crearRepositorios(db: Db) {
  return {
    usuarios: usuariosRepository(db),
    usuariosCambios: usuariosCambiosRepository(db),
    catalogo: catalogoRepository(db),
    catalogoCambios: catalogoCambiosRepository(db),
    clientes: clientesRepository(db),
    configuracion: configuracionRepository(db),
    horas: horasRepository(db),
    loginFallos: loginFallosRepository(db),
    horasReporte: horasReporteRepository(db),
    jornadas: jornadasRepository(db),
    feriados: feriadosRepository(db),
    objetivos: objetivosRepository(db),
    recordatorios: recordatoriosRepository(db),
    cierres: cierresRepository(db),
    historial: historialRepository(db),
    tokensCuenta: tokensCuentaRepository(db),
    sso: ssoRepository(db),
    analisis: analisisRepository(db),
    ausencias: ausenciasRepository(db),
    cronometros: cronometrosRepository(db),
    recientes: recientesRepository(db),
    filasTabla: filasTablaRepository(db),
  };
}
export type Repositorios = ReturnType<typeof crearRepositorios>;

/** Runs `trabajo` in one transaction with repositories bound to it; a throw rolls it back. */
export type EnTransaccion<R = Repositorios> = <T>(trabajo: (repos: R) => Promise<T>) => Promise<T>;

/** How the repositories are built over a connection: `crearRepositorios`, or a bench's variant of it. */
export type FabricaDeRepositorios = (db: Db) => Repositorios;

/**
 * Transactions as the services run them: aborted by a deadlock or a serialization failure, one is
 * run again from its start (`trabajo` afresh, with new repositories), so `trabajo` must do nothing
 * but its queries (and assign what it reads).
 */
export function crearTransaccion(db: Db, fabrica: FabricaDeRepositorios = crearRepositorios): EnTransaccion {
  return (trabajo) => conReintentos(() => db.transaction((tx) => trabajo(fabrica(tx))));
}
