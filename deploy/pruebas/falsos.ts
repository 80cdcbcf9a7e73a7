/**
 * The deploy scripts run for real, with fake commands first on the PATH: a temp folder stands for
 * the host (its /srv/horas, its /etc/horas), and every fake writes what it was asked to `registro`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEPLOY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * systemd: the instances of FALSO_ACTIVAS are active; `restart` leaves in instancia-<port> the
 * release `actual` names then (what the instance runs); FALSO_SIN_SYSTEMD answers as systemctl does
 * where systemd is not PID 1.
 */
const SYSTEMCTL = `#!/bin/sh
echo "systemctl $*" >> "$FALSO/registro"
if [ -n "$FALSO_SIN_SYSTEMD" ]; then
  echo "System has not been booted with systemd as init system (PID 1). Can't operate." >&2
  echo 'Failed to connect to bus: Host is down' >&2
  exit 1
fi
case $1 in
  list-units) for p in $FALSO_ACTIVAS; do echo "horas-api@$p.service loaded active running Horas API ($p)"; done ;;
  restart) readlink "$HORAS_API_RAIZ/actual" > "$FALSO/instancia-\${2#horas-api@}" ;;
esac
`;

/**
 * curl: an instance answers on its port unless it runs the release and port of FALSO_ROTA
 * ("releases/B:4002"); the proxy (HTTPS) refuses a certificate not checked against FALSO_CA, and
 * names in X-Horas-Instancia the instance restarted last, at FALSO_UPSTREAM, but never FALSO_PROXY_SIN.
 */
const CURL = `#!/bin/sh
ca= destino= url=
while [ $# -gt 0 ]; do
  case $1 in --cacert) ca=$2; shift ;; --connect-to) destino=$2; shift ;; http*) url=$1 ;; esac
  shift
done
echo "curl $url ca=$ca connect-to=$destino" >> "$FALSO/registro"
case $url in
  http://*/health)
    puerto=\${url##*:}; puerto=\${puerto%/health}
    if [ "$(cat "$FALSO/instancia-$puerto" 2> /dev/null):$puerto" = "$FALSO_ROTA" ]; then
      echo "curl: (7) Failed to connect to port $puerto: Connection refused" >&2; exit 7
    fi
    echo '{"estado":"ok"}' ;;
  https://*/api/health)
    if [ -n "$FALSO_CA" ] && [ "$ca" != "$FALSO_CA" ]; then
      echo 'curl: (60) SSL certificate problem: self-signed certificate' >&2; exit 60
    fi
    ultimo=$(sed -n 's/^systemctl restart horas-api@//p' "$FALSO/registro" | tail -n 1)
    printf 'HTTP/1.1 200 OK\\r\\n'
    [ -z "$ultimo" ] || [ "$ultimo" = "$FALSO_PROXY_SIN" ] || printf 'X-Horas-Instancia: %s:%s\\r\\n' "\${FALSO_UPSTREAM:-127.0.0.1}" "$ultimo"
    printf '\\r\\n' ;;
  *) echo "curl falso: $url" >&2; exit 2 ;;
esac
`;

export interface Host {
  carpeta: string;
  /** Puts another fake command first on the PATH. */
  falso: (nombre: string, script: string) => void;
  /** Runs a script of deploy/ with these arguments and environment (over the host's own). */
  correr: (script: string, args: string[], env?: Record<string, string>) => { codigo: number | null; salida: string; error: string };
  registro: () => string[];
  leer: (ruta: string) => string;
  borrar: () => void;
}

export function hostFalso(env: Record<string, string> = {}): Host {
  const carpeta = fs.mkdtempSync(path.join(os.tmpdir(), 'horas-deploy-'));
  const bin = path.join(carpeta, 'bin');
  fs.mkdirSync(bin);
  fs.writeFileSync(path.join(bin, 'systemctl'), SYSTEMCTL, { mode: 0o755 });
  fs.writeFileSync(path.join(bin, 'curl'), CURL, { mode: 0o755 });
  fs.writeFileSync(path.join(carpeta, 'registro'), '');
  const base = { ...process.env, PATH: `${bin}:${process.env.PATH}`, FALSO: carpeta, ...env };
  return {
    carpeta,
    falso: (nombre, script) => fs.writeFileSync(path.join(bin, nombre), script, { mode: 0o755 }),
    correr(script, args, extra = {}) {
      const r = spawnSync('bash', [path.join(DEPLOY, script), ...args], { env: { ...base, ...extra }, encoding: 'utf8' });
      return { codigo: r.status, salida: r.stdout, error: r.stderr };
    },
    registro: () => fs.readFileSync(path.join(carpeta, 'registro'), 'utf8').split('\n').filter(Boolean),
    leer: (ruta) => fs.readFileSync(path.join(carpeta, ruta), 'utf8'),
    borrar: () => fs.rmSync(carpeta, { recursive: true, force: true }),
  };
}
