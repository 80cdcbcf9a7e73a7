import { createHash } from 'node:crypto';
import type { Rspack } from '@rsbuild/core';

const NOMBRE = 'horas:ids-de-modulos';
const ALFABETO = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * Module ids that do not depend on the folder the workspace is built in. Rspack's deterministic ids
 * hash each module's identifier, and a Module Federation module's identifier holds absolute paths
 * (a shared module's fallback file, the runtime's data: module): the same commit built elsewhere
 * got other ids, so other contents and other hashes in every file name. These ids hash the
 * identifier without `raiz` (the workspace's folder), in a stable order, so a collision is
 * resolved the same way everywhere; they are as short as the number of modules allows.
 */
export class IdsDeModulos {
  constructor(private readonly raiz: string) {}

  apply(compiler: Rspack.Compiler) {
    const rutas = [this.raiz, encodeURIComponent(this.raiz)];
    // A trailing `|<hash>` is computed over the identifier: with a path in it, it changes with the folder too.
    const sinRaiz = (identificador: string) => rutas.some((ruta) => identificador.includes(ruta))
      ? rutas.reduce((clave, ruta) => clave.replaceAll(ruta, ''), identificador).replace(/\|[0-9a-f]{16}$/, '')
      : identificador;
    compiler.hooks.compilation.tap(NOMBRE, (compilation) => {
      compilation.hooks.beforeModuleIds.tap(NOMBRE, (modulos) => {
        // This hook gets proxies of the modules whose `identifier` is the string itself, not a method.
        const porClave = [...modulos as Iterable<{ identifier: string; id: string | number | null }>]
          .map((modulo) => ({ modulo, clave: sinRaiz(modulo.identifier) }))
          .sort((a, b) => (a.clave < b.clave ? -1 : a.clave > b.clave ? 1 : 0));
        // Room for ten times the modules: few collisions, and ids that stay when a module is added.
        const largo = Math.max(2, Math.ceil(Math.log(porClave.length * 10) / Math.log(ALFABETO.length)));
        const usados = new Set<string>();
        for (const { modulo, clave } of porClave) {
          let id = idCorto(clave, largo);
          for (let intento = 1; usados.has(id); intento++) id = idCorto(`${clave}#${intento}`, largo);
          usados.add(id);
          modulo.id = id;
        }
      });
    });
  }
}

const idCorto = (clave: string, largo: number) => {
  let numero = BigInt(`0x${createHash('sha256').update(clave).digest('hex')}`);
  let id = '';
  for (let i = 0; i < largo; i++) {
    id += ALFABETO[Number(numero % BigInt(ALFABETO.length))];
    numero /= BigInt(ALFABETO.length);
  }
  return id;
};
