/**
 * `pnpm test:build`: the front end (the shell and every remote) is built once in place, where the
 * end-to-end phase then serves it (`pnpm test` tells it so, `HORAS_E2E_FRONT_CONSTRUIDO`), and once
 * more from a copy of this working tree in a folder of another path (`git ls-files`: committed or
 * not, never ignored ones such as dist/, with its own offline install). The two must give the same
 * files byte for byte; none may hold either folder's path, no `mf-stats.json` is left to deploy, and
 * every text file but remotes.json has its `.br` and `.gz` beside it with the same content (each
 * only where it is smaller). Both
 * builds take this run's environment (its ports: a non-default HORAS_PORT_BASE builds into
 * `dist-<base>/`), so the one in place is exactly what the end-to-end tests need.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { REMOTOS, carpetaDe } from '../../shared/apps';
import { comprimidos, seComprime } from '../../shared/build/archivosPublicados';
import { carpetaDeBuild } from '../../shared/federation';

const raiz = path.resolve(import.meta.dirname, '../..');
const APPS = ['shell', ...REMOTOS.map(carpetaDe)];
const DIST = carpetaDeBuild();

const correr = (cwd: string, orden: string, args: string[]) => {
  execFileSync(orden, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
};

const construir = (carpeta: string) => {
  correr(carpeta, 'pnpm', ['-r', '--workspace-concurrency=2', ...APPS.flatMap((app) => ['--filter', `./${app}`]), 'run', 'build']);
};

const copiarArbol = (carpeta: string) => {
  const archivos = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: raiz, encoding: 'utf8' })
    .split('\0').filter((archivo) => archivo && fs.existsSync(path.join(raiz, archivo)));
  for (const archivo of archivos) fs.cpSync(path.join(raiz, archivo), path.join(carpeta, archivo), { verbatimSymlinks: true });
  correr(carpeta, 'pnpm', ['install', '--frozen-lockfile', '--offline', '--reporter=silent']);
};

/** Every file of every app's build folder, by its path under the folder, with its content's hash. */
const arbol = (carpeta: string) => new Map(APPS.flatMap((app) =>
  fs.readdirSync(path.join(carpeta, app, DIST), { recursive: true, withFileTypes: true })
    .filter((entrada) => entrada.isFile())
    .map((entrada) => {
      const ruta = path.join(entrada.parentPath, entrada.name);
      return [path.relative(carpeta, ruta), createHash('sha256').update(fs.readFileSync(ruta)).digest('hex')] as const;
    })));

const fallos: string[] = [];
const otra = fs.mkdtempSync(path.join(os.tmpdir(), 'horas-build-en-otra-carpeta-'));
const carpetas = [raiz, otra];
try {
  const inicio = Date.now();
  construir(raiz);
  copiarArbol(otra);
  construir(otra);
  const [a, b] = carpetas.map(arbol);
  for (const archivo of new Set([...a.keys(), ...b.keys()])) {
    if (a.get(archivo) !== b.get(archivo)) fallos.push(`${archivo}: ${a.has(archivo) && b.has(archivo) ? 'distinto en cada carpeta' : `solo en ${a.has(archivo) ? carpetas[0] : carpetas[1]}`}`);
  }
  for (const archivo of a.keys()) {
    const ruta = path.join(carpetas[0], archivo);
    if (path.basename(archivo) === 'mf-stats.json') fallos.push(`${archivo}: no se despliega`);
    const contenido = fs.readFileSync(ruta);
    if (carpetas.some((carpeta) => contenido.includes(carpeta))) fallos.push(`${archivo}: contiene la ruta de la carpeta de build`);
    if (!seComprime(archivo)) continue;
    // A copy is left out only when it would not be smaller (a 70-byte CSS file has a .br, no .gz).
    // Only a missing copy needs the file compressed again to know that: done for every file, at
    // brotli's highest quality, it took 22 s.
    let esperados: Set<string> | undefined;
    for (const [extension, descomprimir] of [['.br', zlib.brotliDecompressSync], ['.gz', zlib.gunzipSync]] as const) {
      const copia = `${ruta}${extension}`;
      if (!fs.existsSync(copia)) {
        esperados ??= new Set((await comprimidos(contenido)).map(([tipo]) => tipo));
        if (esperados.has(extension)) fallos.push(`${archivo}: sin ${extension}`);
      } else if (!descomprimir(fs.readFileSync(copia)).equals(contenido)) fallos.push(`${archivo}: ${extension} distinto`);
    }
  }
  console.log(`Build reproducible: ${a.size} archivos de ${APPS.join(', ')} en ${carpetas.join(' y ')}, ${Math.round((Date.now() - inicio) / 1000)} s`);
} finally {
  fs.rmSync(otra, { recursive: true, force: true });
}
if (fallos.length) {
  console.error(`${fallos.length} fallos:\n${fallos.slice(0, 20).join('\n')}`);
  process.exit(1);
}
console.log('Los dos builds son idénticos, sin rutas del host, sin mf-stats.json, con .br y .gz de cada texto.');
