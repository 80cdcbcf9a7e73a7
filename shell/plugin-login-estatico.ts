import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';
import { escribirComprimidos } from '@horas/shared/federation';

const ENTORNO = 'login-estatico';
const ENTRADA = fileURLToPath(new URL('./prerender/login.tsx', import.meta.url));

/**
 * The build environment that renders the login screen in Node (prerender/login.tsx); next to the
 * app's own `web` environment. `carpeta` is the app's output folder.
 */
export const entornoLoginEstatico = (carpeta: string) => ({
  [ENTORNO]: {
    source: { entry: { login: ENTRADA } },
    output: { target: 'node' as const, emitCss: true, filenameHash: false, distPath: { root: path.join(carpeta, `.${ENTORNO}`) } },
  },
});

const archivos = (carpeta: string, extension: string): string[] =>
  fs.readdirSync(carpeta, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(extension))
    .map((e) => path.join(e.parentPath, e.name));

/**
 * After a build, writes login.html: index.html with the login screen already in it and its CSS
 * inlined, so /login paints its form with the HTML instead of after the scripts (the static server
 * answers /login with login.html, every other route with index.html).
 */
export const pluginLoginEstatico: RsbuildPlugin = {
  name: 'horas:login-estatico',
  setup(api) {
    api.onAfterBuild(async ({ environments }) => {
      const web = environments.web;
      const estatico = environments[ENTORNO];
      if (!web || !estatico) return;
      const { htmlDelLogin } = (await import(pathToFileURL(path.join(estatico.distPath, 'login.js')).href)) as { htmlDelLogin: () => string };
      const css = archivos(estatico.distPath, '.css').map((f) => fs.readFileSync(f, 'utf8')).join('\n');
      const indice = fs.readFileSync(path.join(web.distPath, 'index.html'), 'utf8');
      // React puts the preloads it found (the poster) first; they belong in the head, not in what it hydrates.
      const html = htmlDelLogin();
      // A component that throws in Node (e.g. reads `window` while rendering) leaves React's client-render
      // marker: the page would arrive empty and its hydration report an error (React #419).
      if (html.includes('<!--$!-->')) throw new Error('login.html: la pantalla de login no se pudo dibujar al compilar (un componente falla sin navegador).');
      const precargas = html.match(/^(<link [^>]*>)*/)![0];
      const pagina = indice
        .replace('</head>', () => `${precargas}<style>${css}</style></head>`)
        .replace(/<div id="root"><\/div>/, () => `<div id="root">${html.slice(precargas.length)}</div>`);
      if (pagina === indice) throw new Error('login.html: index.html sin <div id="root"></div>');
      fs.writeFileSync(path.join(web.distPath, 'login.html'), pagina);
      await escribirComprimidos(path.join(web.distPath, 'login.html'));
      fs.rmSync(estatico.distPath, { recursive: true, force: true });
    });
  },
};
