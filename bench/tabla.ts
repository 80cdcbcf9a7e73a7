/**
 * `pnpm bench --only=tabla` (issues 17 and 43): what logging hours costs, driven by Playwright in
 * Chromium on the production build, as the demo staff user Ana on an API of its own (fresh data dir,
 * demo seed), counting each character typed, each key pressed and each click (UsuarioContado):
 *
 *   - the reference week (bench/semanaDeReferencia.ts: 3 combinations × 5 days) through the spec's
 *     modal, through 'Tabla' with the pickers, and through 'Tabla' with 'Recientes' (Ana logged
 *     those combinations four weeks back, seeded through the API); actions and time;
 *   - a day of the three tasks with the timer (bench/diaConCronometro.ts); actions;
 *   - the click on 'Tabla' → the grid ready at CPU 4x (bench/clicEnTabla.ts), median of --tiempos.
 *
 * Each flow logs its own week (or today), emptied through the API before each round, and the API
 * is then asked for exactly those entries. Writes bench/results/tabla.json. No timing is asserted:
 * the times are figures.
 *
 * Usage: pnpm exec tsx bench/tabla.ts [--rondas=3] [--tiempos=5] [--sin-construir]
 */
import os from 'node:os';
import path from 'node:path';
import { sesionPorApi, vaciarDias, vaciarTabla } from '../e2e/support/horasPorApi';
import { abrirSemana, iso, lunesDe, masDias, nombreDeDia } from '../e2e/support/semanas';
import { clicHastaTablaLista, CPU_TABLA } from './clicEnTabla';
import { comprobarDia, conCronometro } from './diaConCronometro';
import { enInicio } from './enLaPagina';
import { mediana, redondear, type Fila } from './filas';
import { chromium, ESPERA_MS, expect } from './playwright';
import { comprobar, conModal, conRecientes, conTabla, DIAS_LABORABLES, REFERENCIA, sembrarRecientes } from './semanaDeReferencia';
import { baseLibre, maquina, RAIZ, servirTodo } from './servidores';
import { ejecutarParte, guardarResultados } from './salida';
import { desglose, totalDe, UsuarioContado, type Cuenta } from './usuarioContado';


const args = process.argv.slice(2);
const opcion = (nombre: string) => args.find((a) => a.startsWith(`--${nombre}=`))?.split('=')[1];
const RONDAS = Number(opcion('rondas') ?? 3);
const TIEMPOS = Number(opcion('tiempos') ?? 5);
const CONSTRUIR = !args.includes('--sin-construir');
/** Issue 17: 'Tabla' ≤ a third of the modal's actions. Issue 43: with 'Recientes' ≤ 60 and ≤ a quarter; the timer's day ≤ 12; the click ≤ 800 ms. */
const OBJETIVOS = { tabla: 1 / 3, recientes: 60, recientesRatio: 0.25, cronometro: 12, clicMs: 800 };
const ENTRADAS = REFERENCIA.length * DIAS_LABORABLES;

type Flujo = 'modal' | 'tabla' | 'recientes' | 'cronometro';
const FLUJOS: Flujo[] = ['modal', 'tabla', 'recientes', 'cronometro'];
type Medida = Cuenta & { acciones: number; ms: number };
/** When 'Tabla' is clicked: as soon as the week is shown, or after 3 s on it (aprobaciones.ts does the same). */
type Momento = 'recien' | 'pausa';
const MOMENTOS: Momento[] = ['recien', 'pausa'];
const PAUSAS_MS: Record<Momento, number> = { recien: 0, pausa: 3000 };
const NOMBRE_MOMENTO: Record<Momento, string> = { recien: 'recién mostrada la semana', pausa: 'tras 3 s en la semana' };

async function main() {
  const fecha = new Date().toISOString();
  const cargaAlInicio = os.loadavg().map((l) => redondear(l, 2));
  const base = await baseLibre();
  const { urls, urlApi } = await servirTodo(base, CONSTRUIR);
  const ana = await sesionPorApi(urlApi, 'ana');
  // One week per flow, all inside the editing window (this month and the two before); the recent
  // combinations four weeks back, within the 60 days 'Recientes' looks at.
  const semanas = { recientes: lunesDe(1), tabla: lunesDe(2), modal: lunesDe(3), sembrada: lunesDe(4) };
  const hoy = new Date();
  const alrededorDeHoy = [masDias(hoy, -1), masDias(hoy, 1)] as const;
  // Nothing newer than the seeded combinations: their descriptions are the ones 'Recientes' offers.
  await vaciarDias(ana, iso(semanas.sembrada), iso(alrededorDeHoy[1]));
  await sembrarRecientes(ana, semanas.sembrada);

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const version = browser.version();
  const medidas: Record<Flujo, Medida[]> = { modal: [], tabla: [], recientes: [], cronometro: [] };
  const horasDelCronometro: number[][] = [];
  const clics: Record<Momento, number[]> = { recien: [], pausa: [] };
  try {
    for (let ronda = 0; ronda < RONDAS; ronda++) {
      // Rounds rotate which flow goes first.
      for (const flujo of [...FLUJOS.slice(ronda % FLUJOS.length), ...FLUJOS.slice(0, ronda % FLUJOS.length)]) {
        const usuario = new UsuarioContado(await enInicio(browser, urls.federado, 1, 'ana'));
        const page = usuario.page;
        let ms: number;
        if (flujo === 'cronometro') {
          await vaciarDias(ana, iso(alrededorDeHoy[0]), iso(alrededorDeHoy[1]));
          await page.reload();
          const t0 = performance.now();
          await conCronometro(usuario);
          ms = performance.now() - t0;
          horasDelCronometro.push(await comprobarDia(ana, ...alrededorDeHoy));
        } else {
          const lunes = semanas[flujo];
          await vaciarDias(ana, iso(lunes), iso(masDias(lunes, 6)));
          // The grid's rows are kept on the server: each round starts from an empty grid.
          await vaciarTabla(ana, iso(lunes));
          await abrirSemana(page, lunes, { timeout: ESPERA_MS });
          // The week has arrived (empty) and the day cards can be used.
          await expect(page.getByRole('region', { name: nombreDeDia(lunes) }).getByRole('button', { name: 'Agregar hora' })).toBeEnabled();
          const t0 = performance.now();
          await { modal: conModal, tabla: conTabla, recientes: conRecientes }[flujo](usuario, lunes);
          ms = performance.now() - t0;
          await comprobar(ana, lunes);
        }
        const acciones = totalDe(usuario.cuenta);
        medidas[flujo].push({ ...usuario.cuenta, acciones, ms: redondear(ms, 0) });
        console.log(`  ronda ${ronda + 1} ${flujo.padEnd(10)} ${acciones} acciones (${desglose(usuario.cuenta)}), ${Math.round(ms)} ms`);
        await page.context().close();
      }
    }
    // The week 'Tabla' + 'Recientes' left: three rows, 15 entries. One warm-up, not counted; then
    // right after the week is shown and after 3 s on it, alternating.
    const esperado = { filas: REFERENCIA.length, conHoras: ENTRADAS, porDia: REFERENCIA.length };
    await clicHastaTablaLista(browser, urls.federado, semanas.recientes, esperado, 0);
    for (let i = 0; i < TIEMPOS; i++) {
      for (const momento of i % 2 ? MOMENTOS.slice().reverse() : MOMENTOS) {
        const ms = redondear(await clicHastaTablaLista(browser, urls.federado, semanas.recientes, esperado, PAUSAS_MS[momento]), 0);
        clics[momento].push(ms);
        console.log(`  clic en 'Tabla' → tabla lista (CPU ${CPU_TABLA}x, ${momento}): ${ms} ms`);
      }
    }
  } finally {
    await browser.close();
  }

  const acciones = (f: Flujo) => mediana(medidas[f].map((m) => m.acciones));
  const ms = (f: Flujo) => redondear(mediana(medidas[f].map((m) => m.ms)), 0);
  const detalle = (f: Flujo) => desglose(medidas[f][0]);
  const veredicto = (valor: number, objetivo: number) => `${valor <= objetivo ? 'OK' : 'FUERA'} (objetivo ≤ ${redondear(objetivo)})`;
  const grupo = `semana de referencia (${ENTRADAS} entradas: ${REFERENCIA.length} combinaciones × ${DIAS_LABORABLES} días)`;
  const frente = (f: 'tabla' | 'recientes', nombre: string, objetivo: number): Fila => ({
    grupo, figura: `acciones con ${nombre}`, unidad: 'acciones', valor: acciones(f),
    referencia: "acciones con 'Agregar hora'", valorReferencia: acciones('modal'), ratio: redondear(acciones(f) / acciones('modal')),
    nota: `${veredicto(acciones(f) / acciones('modal'), objetivo)}; ${nombre} ${detalle(f)}, 'Agregar hora' ${detalle('modal')}`,
  });
  const tiempo = (f: 'tabla' | 'recientes', nombre: string): Fila => ({
    grupo, figura: `tiempo con ${nombre}`, unidad: 'ms', valor: ms(f),
    referencia: "tiempo con 'Agregar hora'", valorReferencia: ms('modal'), ratio: redondear(ms(f) / ms('modal')),
    nota: `mediana de ${RONDAS}; sin pausas entre teclas: mide lo que la aplicación hace esperar, no a quien escribe`,
  });
  const filas: Fila[] = [
    {
      grupo, figura: "acciones con 'Tabla' y 'Recientes'", unidad: 'acciones', valor: acciones('recientes'),
      referencia: 'objetivo', valorReferencia: OBJETIVOS.recientes, ratio: redondear(acciones('recientes') / OBJETIVOS.recientes),
      nota: `${veredicto(acciones('recientes'), OBJETIVOS.recientes)}; ${detalle('recientes')}`,
    },
    frente('recientes', "'Tabla' y 'Recientes'", OBJETIVOS.recientesRatio),
    frente('tabla', "'Tabla' (selectores)", OBJETIVOS.tabla),
    tiempo('recientes', "'Tabla' y 'Recientes'"),
    tiempo('tabla', "'Tabla' (selectores)"),
    {
      grupo: `día con el cronómetro (${REFERENCIA.length} tareas)`, figura: 'acciones para iniciar, cambiar de tarea y detener', unidad: 'acciones', valor: acciones('cronometro'),
      referencia: 'objetivo', valorReferencia: OBJETIVOS.cronometro, ratio: redondear(acciones('cronometro') / OBJETIVOS.cronometro),
      nota: `${veredicto(acciones('cronometro'), OBJETIVOS.cronometro)}; ${detalle('cronometro')}; las ${REFERENCIA.length} entradas del día en la API en cada ronda`,
    },
    ...MOMENTOS.map((momento): Fila => {
      const msClic = redondear(mediana(clics[momento]), 0);
      return {
        grupo: `clic en 'Tabla' (Chromium, CPU ${CPU_TABLA}x)`, figura: `clic en 'Tabla' → tabla lista para escribir (${NOMBRE_MOMENTO[momento]})`, unidad: 'ms', valor: msClic,
        referencia: 'objetivo', valorReferencia: OBJETIVOS.clicMs, ratio: redondear(msClic / OBJETIVOS.clicMs),
        nota: `${veredicto(msClic, OBJETIVOS.clicMs)}; mediana de ${TIEMPOS}: ${clics[momento].join(', ')} ms; ${REFERENCIA.length} filas, ${ENTRADAS} horas, contexto nuevo cada vez`,
      };
    }),
  ];
  for (const f of filas) console.log(`${f.grupo} / ${f.figura}: ${f.valor} ${f.unidad} / ${f.valorReferencia} = ${f.ratio}${f.nota ? ` — ${f.nota}` : ''}`);
  const salida = path.join(RAIZ, 'bench', 'results', 'tabla.json');
  const referencia = REFERENCIA.map(({ elecciones, horas, descripcion }) => ({ elecciones, horas, descripcion, dias: DIAS_LABORABLES }));
  const cargaAlFinal = os.loadavg().map((l) => redondear(l, 2));
  guardarResultados(salida, {
    fecha, maquina: { ...maquina(version), cargaAlInicio, cargaAlFinal }, rondas: RONDAS,
    semanas: Object.fromEntries(Object.entries(semanas).map(([k, v]) => [k, iso(v)])), referencia, medidas, horasDelCronometro, clicEnTablaMs: clics, filas,
  });
}

ejecutarParte(main);
