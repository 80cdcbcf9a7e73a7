import { formaCanonica } from '@horas/shared/contracts';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { conNombreCanonico } from '../db/formas-canonicas';
import {
  areas, clienteAreas, clienteServicios, clientes, configuracion, feriados, horas, jornadas, servicios, tareas, usuarioAreas, usuarios,
} from '../db/schema';
import { totalesDeSaldo } from '@horas/shared/contracts';
import { diasDelMes, inicioDeMes, sumarDias } from '../lib/fechas';
import { cierresRepository } from '../repositories/cierres';
import { objetivosRepository } from '../repositories/objetivos';
import { AREAS_DEMO, CIERRES_DEMO, CLIENTES_DEMO, FERIADOS_DEMO, TAREAS_DEFAULT_DEMO, USUARIOS_DEMO } from './catalogo-demo';
import { sembrarAusencias } from './ausencias-demo';
import { horasDemo, inicioHorasDemo, type OpcionTrabajo } from './horas-demo';

export async function estaVacia(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(usuarios);
  return Number(n) === 0;
}

interface Catalogo {
  areaId: Map<string, number>;
  servicio: Map<string, { id: number; areaId: number }>;
  tareasDeServicio: Map<number, number[]>;
  tareasDefault: number[];
}

async function sembrarCatalogo(tx: Db): Promise<Catalogo> {
  const areaId = new Map<string, number>();
  const servicio = new Map<string, { id: number; areaId: number }>();
  const tareasDeServicio = new Map<number, number[]>();
  for (const [nombreArea, serviciosArea] of Object.entries(AREAS_DEMO)) {
    const [area] = await tx.insert(areas).values(conNombreCanonico(nombreArea)).returning({ id: areas.id });
    areaId.set(nombreArea, area.id);
    for (const [nombreServicio, nombresTareas] of Object.entries(serviciosArea)) {
      const [s] = await tx.insert(servicios).values({ ...conNombreCanonico(nombreServicio), areaId: area.id }).returning({ id: servicios.id });
      servicio.set(nombreServicio, { id: s.id, areaId: area.id });
      const filas = await tx.insert(tareas).values(nombresTareas.map((nombre) => ({ ...conNombreCanonico(nombre), servicioId: s.id }))).returning({ id: tareas.id });
      tareasDeServicio.set(s.id, filas.map((t) => t.id));
    }
  }
  const defaults = await tx.insert(tareas).values(TAREAS_DEFAULT_DEMO.map((nombre) => ({ ...conNombreCanonico(nombre), servicioId: null }))).returning({ id: tareas.id });
  return { areaId, servicio, tareasDeServicio, tareasDefault: defaults.map((t) => t.id) };
}

async function sembrarClientes(tx: Db, cat: Catalogo) {
  const creados: { id: number; estado: boolean; servicios: { id: number; areaId: number }[] }[] = [];
  for (const c of CLIENTES_DEMO) {
    const { areas: nombresAreas, servicios: nombresServicios, ...datos } = c;
    const [{ id }] = await tx.insert(clientes).values({ ...datos, ...conNombreCanonico(datos.nombre) }).returning({ id: clientes.id });
    await tx.insert(clienteAreas).values(nombresAreas.map((a) => ({ clienteId: id, areaId: cat.areaId.get(a)! })));
    const asignados = nombresServicios.map((s) => cat.servicio.get(s)!);
    if (asignados.length) await tx.insert(clienteServicios).values(asignados.map((s) => ({ clienteId: id, servicioId: s.id })));
    creados.push({ id, estado: c.estado, servicios: asignados });
  }
  return creados;
}

/**
 * The demo's closings, written as the API writes them (one transition at a time, the figures of an
 * approval as the month's saldo then was), each step at noon of the following month's first days.
 */
async function sembrarCierres(tx: Db, ids: Map<string, number>, hoy: string) {
  const cierres = cierresRepository(tx);
  for (const { email, mesesAtras, pasos } of CIERRES_DEMO) {
    const usuarioId = ids.get(email)!;
    const { desde, hasta } = diasDelMes(inicioDeMes(hoy, mesesAtras).slice(0, 7));
    const { cargadas, objetivo, diferencia } = totalesDeSaldo(await objetivosRepository(tx).dias({ usuarioId }, desde, hasta), hoy);
    for (const [i, [estado, actor]] of pasos.entries()) {
      await cierres.registrar({
        usuarioId, mes: desde.slice(0, 7), estado, version: i + 1, reabierto: false,
        figuras: estado === 'aprobado' ? { cargadas, objetivo, diferencia } : null,
        actorId: ids.get(actor)!, en: new Date(`${sumarDias(hasta, i + 1)}T12:00:00Z`), comentario: null,
      });
    }
  }
}

/**
 * The demo data set of DESIGN.md; hours and holidays are laid out relative to `hoy` (YYYY-MM-DD),
 * deterministically. The demo users' accounts date from their first day of hours.
 */
export async function sembrarDemo(db: Db, hoy: string): Promise<void> {
  const hashes = await Promise.all(USUARIOS_DEMO.map((u) => hash(u.password)));
  const año = Number(hoy.slice(0, 4));
  await db.transaction(async (tx) => {
    await tx.insert(configuracion).values({ id: 1, horasHabilitadas: false }).onConflictDoNothing();
    const cat = await sembrarCatalogo(tx);
    const listaClientes = await sembrarClientes(tx, cat);
    await tx.insert(feriados).values([año, año + 1].flatMap((a) => FERIADOS_DEMO.map(([dia, nombre]) => ({ fecha: `${a}-${dia}`, nombre }))));
    const ids = new Map<string, number>();
    for (const [i, u] of USUARIOS_DEMO.entries()) {
      const [{ id }] = await tx.insert(usuarios)
        .values({
          email: u.email, emailCanonico: formaCanonica(u.email), passwordHash: hashes[i], nombre: u.nombre, apellidos: u.apellidos, perfil: u.perfil, alta: inicioHorasDemo(hoy, u.mesesAtras),
        })
        .returning({ id: usuarios.id });
      ids.set(u.email, id);
      if (u.jornada) await tx.insert(jornadas).values({ usuarioId: id, desde: inicioDeMes(hoy, 1), horasPorDia: u.jornada.map((h) => h.toFixed(2)) });
      const areaIds = u.areas.map((a) => cat.areaId.get(a)!);
      await tx.insert(usuarioAreas).values(u.areas.map((a) => ({ usuarioId: id, areaId: cat.areaId.get(a)!, responsable: u.responsable?.includes(a) ?? false })));
      const opciones: OpcionTrabajo[] = listaClientes.filter((c) => c.estado).flatMap((c) =>
        c.servicios.filter((s) => areaIds.includes(s.areaId))
          .map((s) => ({ clienteId: c.id, servicioId: s.id, tareaIds: cat.tareasDeServicio.get(s.id)! })));
      const filas = horasDemo({ id, perfil: u.perfil, dias: u.dias, mesesAtras: u.mesesAtras }, opciones, cat.tareasDefault, hoy, 2026 + i);
      if (filas.length) await tx.insert(horas).values(filas);
    }
    await sembrarCierres(tx, ids, hoy);
    await sembrarAusencias(tx, ids, hoy);
  });
}
