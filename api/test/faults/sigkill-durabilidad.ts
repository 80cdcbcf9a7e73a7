import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { arrancarServidor, diasDeLaVentana, login, type Servidor } from './servidor-proceso';

/**
 * SIGKILL durability, shared by the PGlite and PostgreSQL files: a real server process takes hour
 * entries from a few concurrent writers, is killed with SIGKILL at a random moment (after a random
 * number of acknowledged writes: the others in flight at any point of theirs), restarts on the
 * same data, and every acknowledged (2xx) entry must be there with its exact fields; nothing that was
 * refused or never sent may appear, and nothing already verified may disappear later.
 */

const MARCA = 'falla-sigkill';
/** The demo users whose hours are written (not Carla: her last two months are closed). */
const QUIENES = ['ana', 'luis', 'admin'] as const;
type Quien = (typeof QUIENES)[number];
/** Ana twice (two writers contend for her row lock), Luis and the admin: a few concurrent writers. */
const ESCRITORES: Quien[] = ['ana', 'ana', 'luis', 'admin'];

interface Enviada {
  quien: Quien;
  payload: { clienteId: number | null; servicioId: number | null; tareaId: number; horasTrabajadas: number; descripcion: string; fechaCarga: string };
  /** ack: 2xx seen (or found after a restart); duda: no answer (killed mid-flight); rechazada: 4xx; ausente: duda and not found. */
  estado: 'ack' | 'duda' | 'rechazada' | 'ausente';
  esperada?: Record<string, unknown>;
}

interface Combinacion { clienteId: number | null; servicioId: number | null; tareaId: number }

export interface ResumenRonda { ronda: number; arranqueMs: number; matarTras: number; enviadas: number; ack: number; duda: number; rechazadas: number; duracionMs: number }

/** A round kills its server after 1..ACK_MAX acknowledged writes: counted, so a slow machine's round is as busy as a fast one's. */
const ACK_MAX = 20;

type Sesiones = Record<Quien, { token: string; id: number }>;

async function leer<T>(url: string, token: string): Promise<T> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Valid (client, service, task) triples of one user, plus the default tasks with no client. */
async function combinaciones(url: string, token: string): Promise<Combinacion[]> {
  const defecto = await leer<{ id: number }[]>(`${url}/tareas/especificas`, token);
  const tareas = await leer<{ id: number; servicioId: number | null }[]>(`${url}/tareas/tareas`, token);
  const clientes = await leer<{ id: number; servicios: { id: number }[] }[]>(`${url}/clientes/cliente/usuario`, token);
  const lista: Combinacion[] = defecto.map((t) => ({ clienteId: null, servicioId: null, tareaId: t.id }));
  for (const c of clientes) {
    for (const s of c.servicios) {
      for (const t of tareas.filter((x) => x.servicioId === s.id)) lista.push({ clienteId: c.id, servicioId: s.id, tareaId: t.id });
    }
  }
  return lista;
}

const azar = <T>(lista: T[]): T => lista[Math.floor(Math.random() * lista.length)];

async function sesiones(url: string): Promise<Sesiones> {
  const [admin, ana, luis] = await Promise.all([login(url, 'admin'), login(url, 'ana'), login(url, 'luis')]);
  return { admin, ana, luis };
}

type Hora = Record<string, unknown> & { id: number; descripcion: string };

async function listado(url: string, s: Sesiones): Promise<Map<Quien, Hora[]>> {
  const mapa = new Map<Quien, Hora[]>();
  for (const q of QUIENES) {
    mapa.set(q, (await leer<{ horasUsuario: Hora[] }>(`${url}/horas/horasusuario/${s[q].id}`, s[q].token)).horasUsuario);
  }
  return mapa;
}

/** Compares the listing after a restart with everything sent so far; promotes or retires the in-doubt entries. */
function verificar(actual: Map<Quien, Hora[]>, base: Map<Quien, Hora[]>, enviadas: Map<string, Enviada>, perfiles: Record<Quien, string>, ids: Record<Quien, number>) {
  const vistas = new Set<string>();
  for (const q of QUIENES) {
    const horas = actual.get(q)!;
    // The seeded entries are untouched.
    expect(horas.filter((h) => !h.descripcion.startsWith(MARCA)), `entradas sembradas de ${q}`).toEqual(base.get(q));
    for (const h of horas.filter((x) => x.descripcion.startsWith(MARCA))) {
      expect(vistas.has(h.descripcion), `entrada duplicada ${h.descripcion}`).toBe(false);
      vistas.add(h.descripcion);
      const e = enviadas.get(h.descripcion);
      expect(e, `una entrada que nunca se envió: ${h.descripcion}`).toBeDefined();
      expect(e!.quien, `de otro usuario: ${h.descripcion}`).toBe(q);
      expect(e!.estado, `una entrada rechazada o ya ausente reapareció: ${h.descripcion}`).not.toMatch(/rechazada|ausente/);
      // Exactly the fields that were sent: no partial or mixed-up row.
      expect({ clienteId: h.clienteId, servicioId: h.servicioId, tareaId: h.tareaId, horas: h.horas, fechaCarga: h.fechaCarga, usuarioId: h.usuarioId, senorityhora: h.senorityhora })
        .toEqual({ clienteId: e!.payload.clienteId, servicioId: e!.payload.servicioId, tareaId: e!.payload.tareaId, horas: e!.payload.horasTrabajadas, fechaCarga: e!.payload.fechaCarga, usuarioId: ids[q], senorityhora: perfiles[q] });
      if (e!.estado === 'ack') expect(h, `entrada confirmada alterada: ${h.descripcion}`).toEqual(e!.esperada);
      else { e!.estado = 'ack'; e!.esperada = h; }
    }
  }
  for (const [descripcion, e] of enviadas) {
    if (e.estado === 'ack') expect(vistas.has(descripcion), `entrada confirmada (2xx) perdida tras SIGKILL: ${descripcion}`).toBe(true);
    if (e.estado === 'duda' && !vistas.has(descripcion)) e.estado = 'ausente';
  }
}

/** Writers post as fast as they can until the server dies; every outcome is recorded. */
async function escribir(url: string, s: Sesiones, combos: Record<Quien, Combinacion[]>, ronda: number, enviadas: Map<string, Enviada>, errores5xx: string[], alConfirmar: () => void) {
  const dias = diasDeLaVentana();
  await Promise.all(ESCRITORES.map(async (quien, w) => {
    for (let n = 0; ; n++) {
      const combo = azar(combos[quien]);
      const payload = {
        ...combo,
        // Small amounts (0.01..0.25 h) over ~80 days: the 24 h/day cap is never the limit in 10 rounds.
        horasTrabajadas: (1 + Math.floor(Math.random() * 25)) / 100,
        descripcion: `${MARCA} r${ronda} w${w} n${n}`,
        fechaCarga: azar(dias),
      };
      const enviada: Enviada = { quien, payload, estado: 'duda' };
      enviadas.set(payload.descripcion, enviada);
      let res: Response;
      let cuerpo: unknown;
      try {
        res = await fetch(`${url}/horas/cargarhoras`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${s[quien].token}` },
          body: JSON.stringify(payload),
        });
        cuerpo = await res.json();
      } catch {
        return; // the server is gone: this one stays in doubt
      }
      if (res.status >= 500) errores5xx.push(`${res.status} ${JSON.stringify(cuerpo)}`);
      if (res.status >= 200 && res.status < 300) { enviada.estado = 'ack'; enviada.esperada = cuerpo as Record<string, unknown>; alConfirmar(); }
      else enviada.estado = 'rechazada';
    }
  }));
}

export interface Motor {
  env: Record<string, string>;
  /** PGlite: the lock file left by the killed process (checked to be stale, then taken over). */
  archivoBloqueo?: string;
}

/** `rondas` kills at random moments, then a last restart; returns one summary per round. */
export async function rondasDeSigkill(motor: Motor, rondas: number, log: (texto: string) => void): Promise<ResumenRonda[]> {
  const enviadas = new Map<string, Enviada>();
  const errores5xx: string[] = [];
  const resumenes: ResumenRonda[] = [];
  let base: Map<Quien, Hora[]> | undefined;
  let perfiles: Record<Quien, string> | undefined;
  let ids: Record<Quien, number> | undefined;
  let combos: Record<Quien, Combinacion[]> | undefined;
  let s: Sesiones | undefined;

  for (let ronda = 0; ronda <= rondas; ronda++) {
    const inicio = Date.now();
    const servidor: Servidor = await arrancarServidor(motor.env);
    const arranqueMs = Date.now() - inicio;
    try {
      // Logged in through POST /usuarios/login once; the tokens (fixed JWT_SECRET) stay valid across restarts.
      s ??= await sesiones(servidor.url);
      const sesion = s;
      const actual = await listado(servidor.url, sesion);
      if (!base) {
        base = actual;
        ids = { admin: s.admin.id, ana: s.ana.id, luis: s.luis.id };
        const yo = await Promise.all(QUIENES.map((q) => leer<{ perfil: string }>(`${servidor.url}/usuarios/usuarios/me`, sesion[q].token)));
        perfiles = Object.fromEntries(QUIENES.map((q, i) => [q, yo[i].perfil])) as Record<Quien, string>;
        combos = { admin: await combinaciones(servidor.url, sesion.admin.token), ana: await combinaciones(servidor.url, sesion.ana.token), luis: await combinaciones(servidor.url, sesion.luis.token) };
      }
      verificar(actual, base, enviadas, perfiles!, ids!);
      if (ronda === rondas) { await servidor.detener(); break; }

      const antes = enviadas.size;
      // Killed after its n-th acknowledged write, so every round kills a server that is busy writing.
      const matarTras = 1 + Math.floor(Math.random() * ACK_MAX);
      let confirmadas = 0;
      let alcanzar = () => {};
      const alcanzado = new Promise<void>((r) => { alcanzar = r; });
      const escritura = escribir(servidor.url, sesion, combos!, ronda, enviadas, errores5xx, () => { if (++confirmadas === matarTras) alcanzar(); });
      // The time-out only keeps a server that never acknowledges from holding the test (then ack is 0: it fails).
      await Promise.race([alcanzado, escritura, new Promise((r) => setTimeout(r, 60_000))]);
      await servidor.matar();
      await escritura;
      expect(await servidor.fin).toEqual({ code: null, signal: 'SIGKILL' });
      if (motor.archivoBloqueo) {
        // The killed process could not release its lock: the restart must see it as stale and take it over.
        expect(fs.readFileSync(motor.archivoBloqueo, 'utf8').split(' ')[0]).toBe(String(servidor.pid));
      }
      const deLaRonda = [...enviadas.values()].slice(antes);
      const resumen: ResumenRonda = {
        ronda, arranqueMs, matarTras, enviadas: deLaRonda.length,
        ack: deLaRonda.filter((e) => e.estado === 'ack').length,
        duda: deLaRonda.filter((e) => e.estado === 'duda').length,
        rechazadas: deLaRonda.filter((e) => e.estado === 'rechazada').length,
        duracionMs: Date.now() - inicio,
      };
      resumenes.push(resumen);
      log(JSON.stringify(resumen));
    } catch (e) {
      await servidor.matar();
      throw e;
    }
  }
  expect(errores5xx, 'respuestas 5xx durante la escritura').toEqual([]);
  return resumenes;
}

export const bloqueoPglite = (dataDir: string) => path.join(dataDir, 'horas-api.lock');
