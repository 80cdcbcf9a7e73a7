import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ejecutarEn } from '../pg-temporal';
import { proxyTcp, type Corte, type ProxyTcp } from './proxy-tcp';
import { arrancarServidor, diasDeLaVentana, login, type Servidor } from './servidor-proceso';

/**
 * PostgreSQL goes away under load: two API processes reach it through a TCP proxy the test cuts
 * (open connections destroyed or frozen; new ones refused, or accepted and never answered), then
 * lets through again. Writes (hour entries of a staff user) and reads run on both instances all
 * along. The phases end on what was seen, not on the clock: the load runs until each instance has
 * acknowledged writes; the cut lasts until each has answered a request sent during it with the
 * 503, and at least CORTE_MINIMO_MS, beyond the API's ≈4 s to notice a silent server; after it,
 * until each has acknowledged writes again.
 */
const url = process.env.TEST_DATABASE_URL;
const nombre = `horas_caida_${crypto.randomBytes(6).toString('hex')}`;
const NO_DISPONIBLE = { mensaje: 'La base de datos no está disponible. Intente nuevamente en unos segundos.' };
const CORTE_MINIMO_MS = 5000;
/** Writes each instance acknowledges before the cut and after it is back. */
const CONFIRMADAS = 2;
/** A phase whose condition is not met within this long ends anyway (the assertions then fail, saying what). */
const LIMITE_FASE_MS = 60_000;
/** A request still unanswered after this long counts as hanging (the API's bound is 5 s; the machine is loaded). */
const SIN_RESPUESTA_MS = 8000;
const RECUPERACION_MS = 15_000;

let proxy: ProxyTcp;
/** The test's database, straight (not through the proxy). */
let directa = '';
let instancias: Servidor[] = [];
let token = '';
let tareaId = 0;

beforeAll(async () => {
  if (!url) return;
  await ejecutarEn(url, `CREATE DATABASE ${nombre}`);
  const real = new URL(url);
  real.pathname = `/${nombre}`;
  directa = real.toString();
  proxy = await proxyTcp({ host: real.hostname, port: Number(real.port || 5432) });
  const porElProxy = new URL(directa);
  porElProxy.host = `127.0.0.1:${proxy.puerto}`;
  const env = { DATABASE_URL: porElProxy.toString(), SEED_DEMO: '1' };
  // One after the other: this test is about the outage, not the start race (varias-instancias.test.ts).
  instancias = [await arrancarServidor(env)];
  instancias.push(await arrancarServidor(env));
  token = (await login(instancias[0].url, 'luis')).token;
  const tareas = await (await fetch(`${instancias[0].url}/tareas/especificas`, { headers: { authorization: `Bearer ${token}` } })).json() as { id: number }[];
  tareaId = tareas[0].id;
});
afterAll(async () => {
  await proxy?.restablecer();
  await Promise.all(instancias.map((s) => s.detener()));
  await proxy?.cerrar();
  if (url) await ejecutarEn(url, `DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
});

interface Respuesta {
  desde: number;
  hasta: number;
  estado: number | 'sin respuesta';
  cuerpo: unknown;
}
type DeInstancia = Respuesta & { instancia: number };

/** One request with the client's own time-out; what came back, and when. */
async function pedir(direccion: string, init: RequestInit = {}): Promise<Respuesta> {
  const desde = Date.now();
  try {
    const res = await fetch(direccion, {
      ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, signal: AbortSignal.timeout(SIN_RESPUESTA_MS),
    });
    const texto = await res.text();
    return { desde, hasta: Date.now(), estado: res.status, cuerpo: texto.startsWith('{') || texto.startsWith('[') ? JSON.parse(texto) : texto };
  } catch (error) {
    return { desde, hasta: Date.now(), estado: 'sin respuesta', cuerpo: String(error) };
  }
}

/** Writers and readers on both instances until `parar`; each write's description is unique. */
function carga(corte: Corte) {
  const dias = diasDeLaVentana();
  const escrituras: (DeInstancia & { descripcion: string })[] = [];
  const lecturas: DeInstancia[] = [];
  let n = 0;
  let seguir = true;
  const escritor = async (servidor: Servidor, instancia: number) => {
    while (seguir) {
      const i = n++;
      const descripcion = `caida-${corte}-${i}`;
      const cuerpo = JSON.stringify({ tareaId, horasTrabajadas: 0.01, descripcion, fechaCarga: dias[i % dias.length] });
      escrituras.push({ ...await pedir(`${servidor.url}/horas/cargarhoras`, { method: 'POST', body: cuerpo }), descripcion, instancia });
    }
  };
  const lector = async (servidor: Servidor, instancia: number) => {
    for (let i = 0; seguir; i++) {
      const fecha = dias[i % dias.length].split('/').reverse().join('-');
      lecturas.push({ ...await pedir(`${servidor.url}/horas/mis-horas/por-fecha?fecha=${fecha}`), instancia });
    }
  };
  const obreros = instancias.flatMap((s, i) => [escritor(s, i), escritor(s, i), lector(s, i)]);
  return { escrituras, lecturas, parar: async () => { seguir = false; await Promise.all(obreros); } };
}

const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until `condicion` holds, or LIMITE_FASE_MS passed. */
async function hastaQue(condicion: () => boolean) {
  for (const limite = Date.now() + LIMITE_FASE_MS; !condicion() && Date.now() < limite;) await esperar(100);
}

/** Whether each instance has answered, among `respuestas`, one that `cumple`. */
const cadaInstancia = (respuestas: DeInstancia[], cumple: (r: DeInstancia) => boolean, cuantas = 1) =>
  instancias.every((_, i) => respuestas.filter((r) => r.instancia === i && cumple(r)).length >= cuantas);

/** Polls a request that needs the database until it answers 200; the time it took, or undefined. */
async function recuperada(servidor: Servidor, desde: number): Promise<number | undefined> {
  while (Date.now() - desde < RECUPERACION_MS) {
    if ((await pedir(`${servidor.url}/usuarios/usuarios/me`)).estado === 200) return Date.now() - desde;
    await esperar(200);
  }
  return undefined;
}

/** /health on both instances every half second while `activo()`. */
async function sondearSalud(activo: () => boolean): Promise<Respuesta[]> {
  const salud: Respuesta[] = [];
  while (activo()) {
    salud.push(...await Promise.all(instancias.map((s) => pedir(`${s.url}/health`))));
    await esperar(500);
  }
  return salud;
}

describe.skipIf(!url)('PostgreSQL unreachable under load, behind two API instances', () => {
  it.each<[Corte, string]>([
    ['rechazar', 'new connections refused'],
    ['agujero', 'new connections accepted and never answered'],
    ['congelar', 'open connections silent, new ones never answered'],
  ])('%s (%s): 503 while down, /health 200, both serve again, every acknowledged write stored once', async (corte) => {
    const { escrituras, lecturas, parar } = carga(corte);
    const inicio = Date.now();
    await hastaQue(() => cadaInstancia(escrituras, (r) => r.estado === 201, CONFIRMADAS));
    const inicioCorte = Date.now();
    await proxy.cortar(corte);
    let cortado = true;
    const salud = sondearSalud(() => cortado);
    const enElCorte = (r: Respuesta) => r.desde >= inicioCorte + 500 && r.estado === 503;
    await hastaQue(() => Date.now() - inicioCorte >= CORTE_MINIMO_MS && cadaInstancia([...escrituras, ...lecturas], enElCorte));
    const finCorte = Date.now();
    await proxy.restablecer();
    cortado = false;
    const recuperaciones = await Promise.all(instancias.map((s) => recuperada(s, finCorte)));
    const recuperadas = Date.now();
    await hastaQue(() => cadaInstancia(escrituras, (r) => r.desde >= recuperadas && r.estado === 201, CONFIRMADAS));
    const fases = `antes ${inicioCorte - inicio} ms, corte ${finCorte - inicioCorte} ms, vuelta ${recuperadas - finCorte} ms, después ${Date.now() - recuperadas} ms`;
    await parar();

    const todas = [...escrituras, ...lecturas];
    const cortadas = todas.filter((r) => r.desde >= inicioCorte + 500 && r.hasta <= finCorte);
    console.log(`${corte}: ${escrituras.length} escrituras, ${lecturas.length} lecturas; durante el corte ${cortadas.length}, ` +
      `el 503 más lento ${Math.max(...todas.filter((r) => r.estado === 503).map((r) => r.hasta - r.desde))} ms; de vuelta en ${recuperaciones.join(' y ')} ms; ${fases}`);
    // A few of each kind are enough to see what went wrong (a crashed instance fails thousands).
    const primeras = (lista: Respuesta[]) => lista.slice(0, 3);
    for (const s of instancias) expect(s.proceso.exitCode, s.salida()).toBeNull();
    expect(primeras(todas.filter((r) => r.estado === 'sin respuesta'))).toEqual([]);
    expect(primeras(todas.filter((r) => r.estado !== 503 && Number(r.estado) >= 300))).toEqual([]);
    expect(primeras(todas.filter((r) => r.estado === 503 && JSON.stringify(r.cuerpo) !== JSON.stringify(NO_DISPONIBLE)))).toEqual([]);
    expect(cortadas.length).toBeGreaterThan(0);
    expect(primeras(cortadas.filter((r) => r.estado !== 503))).toEqual([]);
    expect(primeras((await salud).filter((r) => r.estado !== 200))).toEqual([]);
    expect(recuperaciones.every((ms) => ms !== undefined)).toBe(true);
    expect(primeras(todas.filter((r) => r.hasta <= inicioCorte || r.desde >= recuperadas).filter((r) => r.estado !== 200 && r.estado !== 201))).toEqual([]);

    const cliente = new pg.Client({ connectionString: directa });
    await cliente.connect();
    const { rows } = await cliente.query<{ descripcion: string; veces: number }>(
      'SELECT descripcion, count(*)::int AS veces FROM horas WHERE descripcion LIKE $1 GROUP BY descripcion', [`caida-${corte}-%`]);
    await cliente.end();
    const guardadas = new Map(rows.map((r) => [r.descripcion, r.veces]));
    const confirmadas = escrituras.filter((r) => r.estado === 201).map((r) => r.descripcion);
    expect(confirmadas.length).toBeGreaterThan(0);
    expect(confirmadas.filter((d) => guardadas.get(d) !== 1).slice(0, 3)).toEqual([]);
    expect(rows.filter((r) => r.veces !== 1).slice(0, 3)).toEqual([]);
  });
});
