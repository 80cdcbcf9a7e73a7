/**
 * `pnpm test:build`: the front end (the shell and every remote) built from this working tree in two
 * folders of different paths, as deploy/README.md builds it, must give the same files byte for byte;
 * none may hold either folder's path, no `mf-stats.json` is left to deploy, and every text file but
 * remotes.json has its `.br` and `.gz` beside it with the same content. Each folder gets the tree's files (`git
 * ls-files`: committed or not, never ignored ones such as dist/) and its own offline install.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { REMOTOS, carpetaDe } from '../../shared/apps';
import { seComprime } from '../../shared/build/archivosPublicados';

const raiz = path.resolve(import.meta.dirname, '../..');
const APPS = ['shell', ...REMOTOS.map(carpetaDe)];
// The addresses of deploy/README.md; no port, no HORAS_PORT_BASE (which would also rename dist/).
const ENTORNO = Object.fromEntries(Object.entries(process.env).filter(([clave]) => !/^HORAS_(PORT|REMOTE)_?/.test(clave)));
Object.assign(ENTORNO, { HORAS_API_URL: 'https://horas.example.com/api', HORAS_REMOTES_URL: 'https://horas.example.com' });

const correr = (cwd: string, orden: string, args: string[]) => {
  execFileSync(orden, args, { cwd, env: ENTORNO, stdio: ['ignore', 'ignore', 'inherit'] });
};

const construirEn = (carpeta: string) => {
  const archivos = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: raiz, encoding: 'utf8' })
    .split('\0').filter((archivo) => archivo && fs.existsSync(path.join(raiz, archivo)));
  for (const archivo of archivos) fs.cpSync(path.join(raiz, archivo), path.join(carpeta, archivo), { verbatimSymlinks: true });
  correr(carpeta, 'pnpm', ['install', '--frozen-lockfile', '--offline', '--reporter=silent']);
  correr(carpeta, 'pnpm', ['-r', '--workspace-concurrency=2', ...APPS.flatMap((app) => ['--filter', `./${app}`]), 'run', 'build']);
};

/** Every file of every app's dist/, by its path under the folder, with its content's hash. */
const arbol = (carpeta: string) => new Map(APPS.flatMap((app) =>
  fs.readdirSync(path.join(carpeta, app, 'dist'), { recursive: true, withFileTypes: true })
    .filter((entrada) => entrada.isFile())
    .map((entrada) => {
      const ruta = path.join(entrada.parentPath, entrada.name);
      return [path.relative(carpeta, ruta), createHash('sha256').update(fs.readFileSync(ruta)).digest('hex')] as const;
    })));

const fallos: string[] = [];
const carpetas = [fs.mkdtempSync(path.join(os.tmpdir(), 'horas-build-')), fs.mkdtempSync(path.join(os.tmpdir(), 'horas-build-en-otra-carpeta-'))];
try {
  const inicio = Date.now();
  for (const carpeta of carpetas) construirEn(carpeta);
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
    const br = `${ruta}.br`;
    const gz = `${ruta}.gz`;
    if (!fs.existsSync(br) || !zlib.brotliDecompressSync(fs.readFileSync(br)).equals(contenido)) fallos.push(`${archivo}: sin .br o distinto`);
    if (!fs.existsSync(gz) || !zlib.gunzipSync(fs.readFileSync(gz)).equals(contenido)) fallos.push(`${archivo}: sin .gz o distinto`);
  }
  console.log(`Build reproducible: ${a.size} archivos de ${APPS.join(', ')} en ${carpetas.join(' y ')}, ${Math.round((Date.now() - inicio) / 1000)} s`);
} finally {
  for (const carpeta of carpetas) fs.rmSync(carpeta, { recursive: true, force: true });
}
if (fallos.length) {
  console.error(`${fallos.length} fallos:\n${fallos.slice(0, 20).join('\n')}`);
  process.exit(1);
}
console.log('Los dos builds son idénticos, sin rutas del host, sin mf-stats.json, con .br y .gz de cada texto.');
