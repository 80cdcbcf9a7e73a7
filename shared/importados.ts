/**
 * Which names the apps' sources import from a package (Node-only): compartidos.test.ts checks that
 * the trimmed shared modules of shared/federation.ts export all of them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CARPETAS_FRONT } from './apps';

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FUENTES = ['shared', ...CARPETAS_FRONT].map((carpeta) => `${carpeta}/src`);

const archivos = (carpeta: string): string[] =>
  fs.readdirSync(carpeta, { withFileTypes: true }).flatMap((e) => {
    const ruta = path.join(carpeta, e.name);
    if (e.isDirectory()) return archivos(ruta);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [ruta] : [];
  });

/** Value names in `import { A, type B } from 'paquete'` across the apps (type-only imports skipped). */
export function nombresImportados(paquete: string): string[] {
  const patron = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${paquete}'`, 'g');
  const nombres = new Set<string>();
  for (const archivo of FUENTES.flatMap((f) => archivos(path.join(RAIZ, f))))
    for (const [, soloTipos, lista] of fs.readFileSync(archivo, 'utf8').matchAll(patron))
      if (!soloTipos)
        for (const nombre of lista.split(',').map((n) => n.trim()))
          if (nombre && !nombre.startsWith('type ')) nombres.add(nombre.split(/\s+as\s+/)[0]);
  return [...nombres].sort();
}

/** Module paths under `prefijo` (e.g. 'antd/es/') that the apps import, whatever they import from them. */
export function modulosImportados(prefijo: string): string[] {
  const patron = new RegExp(`from\\s*'(${prefijo}[^']+)'`, 'g');
  const modulos = new Set<string>();
  for (const archivo of FUENTES.flatMap((f) => archivos(path.join(RAIZ, f))))
    for (const [, modulo] of fs.readFileSync(archivo, 'utf8').matchAll(patron)) modulos.add(modulo);
  return [...modulos].sort();
}
