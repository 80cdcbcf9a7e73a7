import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hostFalso, type Host } from './falsos';

/** A static host (its /srv/horas in a temp folder) and builds made by hand: name → content. */
let host: Host;
let raiz: string;
beforeEach(() => {
  host = hostFalso();
  raiz = path.join(host.carpeta, 'srv/horas');
});
afterEach(() => host.borrar());

let builds = 0;
function build(archivos: Record<string, string>) {
  const carpeta = path.join(host.carpeta, `build-${++builds}/dist`);
  for (const [nombre, contenido] of Object.entries(archivos)) {
    fs.mkdirSync(path.dirname(path.join(carpeta, nombre)), { recursive: true });
    fs.writeFileSync(path.join(carpeta, nombre), contenido);
  }
  return carpeta;
}
const remoto = (version: string, js: string) =>
  build({ 'mf-manifest.json': version, 'mf-manifest.json.br': `br ${version}`, 'mf-manifest.json.gz': `gz ${version}`, [`static/js/${js}.js`]: version });
const shell = (remotes: string) => build({ 'index.html': 'index', 'remotes.json': remotes, 'static/js/main.0123456789.js': 'main' });
const publicar = (app: string, carpeta: string) => host.correr('horas-publicar.sh', [app, carpeta], { HORAS_ESTATICOS: raiz });
const servido = (ruta: string) => fs.readFileSync(path.join(raiz, ruta), 'utf8');

describe('horas-publicar', () => {
  it("publishes a remote into a new folder and switches the link: the old folder is never written, the previous release's files stay", () => {
    expect(publicar('mf-horas', remoto('v1', 'a.11111111')).codigo).toBe(0);
    const primera = fs.readlinkSync(path.join(raiz, 'mf-horas'));
    const r = publicar('mf-horas', `${remoto('v2', 'b.22222222')}/`);
    expect(r.error).toBe('');
    expect(r.codigo).toBe(0);
    const segunda = fs.readlinkSync(path.join(raiz, 'mf-horas'));
    expect(segunda).toMatch(/^versiones\/mf-horas\/\d{8}T\d{6}Z-\w{4}$/);
    expect(segunda).not.toBe(primera);
    expect(['mf-manifest.json', 'mf-manifest.json.br', 'mf-manifest.json.gz'].map((f) => servido(`mf-horas/${f}`))).toEqual(['v2', 'br v2', 'gz v2']);
    expect(servido('mf-horas/static/js/a.11111111.js')).toBe('v1');
    // The folder served until the switch still holds its own manifest and compressed copies.
    expect(['mf-manifest.json', 'mf-manifest.json.br'].map((f) => servido(`${primera}/${f}`))).toEqual(['v1', 'br v1']);
    expect(fs.existsSync(path.join(raiz, 'mf-horas/dist'))).toBe(false);
  });

  it('leaves the served folder as it was, and no half-made one, when the copy fails', () => {
    publicar('mf-horas', remoto('v1', 'a.11111111'));
    const antes = fs.readlinkSync(path.join(raiz, 'mf-horas'));
    host.falso('cp', `#!/bin/sh\ncase "$*" in *--remove-destination*) echo 'cp: no queda espacio en el dispositivo' >&2; exit 1 ;; esac\nexec /bin/cp "$@"\n`);
    const r = publicar('mf-horas', remoto('v2', 'b.22222222'));
    expect(r.codigo).not.toBe(0);
    expect(fs.readlinkSync(path.join(raiz, 'mf-horas'))).toBe(antes);
    expect(servido('mf-horas/mf-manifest.json')).toBe('v1');
    expect(fs.readdirSync(path.join(raiz, 'versiones/mf-horas'))).toEqual([path.basename(antes)]);
  });

  it("keeps the edited remotes.json over a redeploy of the shell, outside the shell's folder, and does not nest dist/", () => {
    publicar('shell', shell('{"remotes":{"mf_horas":"/mf-horas/mf-manifest.json"}}'));
    expect(servido('remotes.json')).toBe('{"remotes":{"mf_horas":"/mf-horas/mf-manifest.json"}}');
    const movido = '{"remotes":{"mf_horas":"https://cdn.example.com/mf-horas/mf-manifest.json"}}';
    fs.writeFileSync(path.join(raiz, 'remotes.json'), movido);
    const r = publicar('shell', shell('{"remotes":{"mf_horas":"/mf-horas/mf-manifest.json"}}'));
    expect(r.codigo).toBe(0);
    expect(r.error).toContain('se conserva');
    expect(servido('remotes.json')).toBe(movido);
    expect(fs.readdirSync(path.join(raiz, 'shell')).sort()).toEqual(['index.html', 'static']);
  });

  it('turns a folder copied by hand into the first version, keeping its files', () => {
    fs.mkdirSync(path.join(raiz, 'mf-horas/static/js'), { recursive: true });
    fs.writeFileSync(path.join(raiz, 'mf-horas/static/js/viejo.00000000.js'), 'viejo');
    expect(publicar('mf-horas', remoto('v1', 'a.11111111')).codigo).toBe(0);
    expect(fs.lstatSync(path.join(raiz, 'mf-horas')).isSymbolicLink()).toBe(true);
    expect(servido('mf-horas/static/js/viejo.00000000.js')).toBe('viejo');
    expect(fs.existsSync(path.join(raiz, 'versiones/mf-horas/anterior-a-horas-publicar'))).toBe(true);
  });

  it('refuses what is not an app build', () => {
    const r = publicar('mf-horas', build({ 'index.html': '' }));
    expect(r.codigo).toBe(1);
    expect(r.error).toContain('no es un build de un remoto');
    expect(fs.existsSync(path.join(raiz, 'mf-horas'))).toBe(false);
  });
});
