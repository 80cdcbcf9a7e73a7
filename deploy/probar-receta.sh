#!/usr/bin/env bash
# Follows deploy/README.md step by step on this Debian host and checks what it promises: the API
# folder made by `pnpm deploy`, two instances of the systemd unit on their own ports over a new
# PostgreSQL database, the front end built for https://horas.example.com, nginx with a self-signed
# certificate; then signs in through the proxy in headless Chromium, kills one instance and signs in
# again, checks the headers of a hashed file, index.html, remotes.json and a 404, the compressed
# files and that none holds the build folder's path; then releases the API twice and rolls it back
# with requests going through the proxy all along, and counts the failed ones (none).
#
# Needs root, Debian's apt, a PostgreSQL superuser (PGHOST/PGPORT/PGUSER, default
# 127.0.0.1:5432 postgres), /usr/bin/chromium, and nothing of its own already on the host (ports
# 80, 443 and the instances', /srv/horas, /etc/horas, the user `horas`, the role and database
# HORAS_RECETA_BASE, default `horas`): it refuses to start otherwise, and removes on exit
# everything it created. Not part of `pnpm test`.
# It tests the checked-out commit (cloned twice: the API host's and the build host's clone).
#
# Without systemd as PID 1 (a container) the unit runs under a throw-away systemd user manager of
# root instead of the system manager (deploy/README.md, "The proof").
set -euo pipefail

DOMINIO=horas.example.com
ORIGEN="https://$DOMINIO"
read -r -a PUERTOS <<< "${HORAS_RECETA_PUERTOS:-4001 4002}"
# The role and the database (the same name): another one where a `horas` exists on the server.
BASE=${HORAS_RECETA_BASE:-horas}
[[ $BASE =~ ^[a-z_][a-z0-9_]*$ ]] || { echo "HORAS_RECETA_BASE: '$BASE' no es un nombre simple de PostgreSQL" >&2; exit 1; }
export PGHOST="${PGHOST:-127.0.0.1}" PGPORT="${PGPORT:-5432}" PGUSER="${PGUSER:-postgres}"
REPO=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
COMMIT=$(git -C "$REPO" rev-parse HEAD)

paso() { printf '\n== %s\n' "$*"; }
ok() { printf '   ok  %s\n' "$*"; }
falla() { printf '   FALLA  %s\n' "$*" >&2; exit 1; }
# A README command, its output kept in a log shown only when it fails.
correr() {
  local log="$TMP/$1.log"; shift
  local orden="$*"
  orden=${orden//$CLAVE_BD/CAMBIAR}
  orden=${orden//$CLAVE_ADMIN/…}
  printf '   $ %s\n' "$orden"
  "$@" > "$log" 2>&1 || { tail -n 40 "$log" >&2; falla "$orden"; }
}
# Waits for what it expects (a command that succeeds) up to a ceiling, never for a fixed time.
esperar() {
  local que=$1; shift
  for _ in $(seq 1 240); do "$@" > /dev/null 2>&1 && return 0; sleep 0.5; done
  falla "$que"
}

# --- What must hold before touching anything ---------------------------------------------------
[ "$(id -u)" = 0 ] || falla 'hace falta root'
[ -f /etc/debian_version ] || falla 'la receta es para Debian'
/usr/bin/node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 20 || (a === 20 && b >= 19) ? 0 : 1)' \
  || falla 'la unidad ejecuta /usr/bin/node: hace falta Node.js >= 20.19 ahí'
for programa in npx git psql openssl curl ss unshare; do command -v "$programa" > /dev/null || falla "falta $programa"; done
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || falla 'falta Chromium (paquete chromium)'
for puerto in 80 443 "${PUERTOS[@]}"; do
  [ -z "$(ss -ltnH "sport = :$puerto")" ] || falla "el puerto $puerto ya está en uso"
done
for ruta in /srv/horas /etc/horas /etc/ssl/horas /var/log/horas /etc/nginx/conf.d/horas.conf /etc/nginx/horas-paginas.conf /etc/systemd/system/horas-api@.service /usr/local/sbin/horas-version-api /usr/local/sbin/horas-publicar; do
  [ ! -e "$ruta" ] || falla "$ruta ya existe"
done
! getent passwd horas > /dev/null || falla 'el usuario horas ya existe'
[ -z "$(psql -Atc "SELECT 1 FROM pg_roles WHERE rolname = '$BASE' UNION ALL SELECT 1 FROM pg_database WHERE datname = '$BASE'")" ] \
  || falla "el rol o la base $BASE ya existen (HORAS_RECETA_BASE elige otro nombre)"
[ -z "$(git -C "$REPO" status --porcelain)" ] || echo "aviso: se prueba el commit $COMMIT; lo no confirmado queda fuera"

# --- Everything created from here on is removed on exit ------------------------------------------
TMP=$(mktemp -d /tmp/horas-receta.XXXXXX)
CLAVE_BD=$(openssl rand -hex 16)
CLAVE_ADMIN=$(openssl rand -hex 12)
PAQUETES_NUEVOS=()
SITIO_POR_DEFECTO=
PID_CARGA=()
PID_SYSTEMD=
RUN_SYSTEMD_CREADO=
CGROUPS=()
limpiar() {
  local estado=$?
  set +e
  paso 'Limpieza'
  [ ${#PID_CARGA[@]} = 0 ] || kill "${PID_CARGA[@]}" 2> /dev/null
  if [ -n "$PID_SYSTEMD" ]; then
    "${SYSTEMCTL[@]}" stop 'horas-api@*' > /dev/null 2>&1
    kill "$PID_SYSTEMD" 2> /dev/null
    while kill -0 "$PID_SYSTEMD" 2> /dev/null; do sleep 0.2; done
    for grupo in "${CGROUPS[@]}"; do find "$grupo" -depth -type d -exec rmdir {} \; 2> /dev/null; done
    [ -z "$RUN_SYSTEMD_CREADO" ] || rmdir /run/systemd
  elif [ -d /run/systemd/system ]; then
    systemctl disable --now "${PUERTOS[@]/#/horas-api@}" > /dev/null 2>&1
    rm -f /etc/systemd/system/horas-api@.service
    systemctl daemon-reload
  fi
  rm -f /etc/nginx/conf.d/horas.conf /etc/nginx/horas-paginas.conf /usr/local/sbin/horas-version-api /usr/local/sbin/horas-publicar
  [ -z "$SITIO_POR_DEFECTO" ] || ln -s "$SITIO_POR_DEFECTO" /etc/nginx/sites-enabled/default
  if [ ${#PAQUETES_NUEVOS[@]} -gt 0 ]; then
    # Stopped first: where a policy-rc.d forbids it (containers), apt's purge leaves it running.
    service nginx stop > /dev/null 2>&1
    DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq "${PAQUETES_NUEVOS[@]}" > /dev/null 2>&1
    echo "   nginx desinstalado (${PAQUETES_NUEVOS[*]})"
  elif command -v nginx > /dev/null && nginx -t > /dev/null 2>&1; then
    nginx -s reload 2> /dev/null
  fi
  psql -qc "DROP DATABASE IF EXISTS $BASE WITH (FORCE)" -c "DROP ROLE IF EXISTS $BASE" > /dev/null
  getent passwd horas > /dev/null && userdel horas
  rm -rf /srv/horas /etc/horas /etc/ssl/horas /var/log/horas "$TMP"
  echo "   quitados: instancias, unidad, horas-version-api, horas-publicar, nginx, certificado, usuario horas, rol y base $BASE, /srv/horas, /etc/horas, /var/log/horas, $TMP"
  [ "$estado" = 0 ] && printf '\nLA RECETA FUNCIONA (commit %s)\n' "$COMMIT" || printf '\nLA RECETA FALLÓ (commit %s)\n' "$COMMIT"
  exit "$estado"
}
trap limpiar EXIT
trap 'exit 130' INT TERM

# A host with only Node.js and npm: no pnpm on the PATH, nor a global one npx could reuse.
mkdir -p "$TMP/sin-pnpm" "$TMP/npm-global"
printf '#!/bin/sh\necho "pnpm: orden no encontrada" >&2\nexit 127\n' > "$TMP/sin-pnpm/pnpm"
chmod +x "$TMP/sin-pnpm/pnpm"
export PATH="$TMP/sin-pnpm:$PATH" NPM_CONFIG_PREFIX="$TMP/npm-global"
# The README's build writes each app's dist/ (with HORAS_PORT_BASE, dist-<base>).
unset HORAS_PORT_BASE

# The self-signed certificate (step 4) stands for the company's internal CA: horas-version-api
# trusts it through its HORAS_CA setting (README, "horas-version-api's settings").
CONFIAR_CERTIFICADO=(HORAS_CA=/etc/ssl/horas/fullchain.pem)
# systemd: the system manager when it runs; otherwise a user manager of root, in a mount namespace
# where /run/systemd/system exists (its check that systemd booted) and in a cgroup of its own.
if [ -d /run/systemd/system ]; then
  SYSTEMCTL=(systemctl)
  VERSION_API=(env "${CONFIAR_CERTIFICADO[@]}" horas-version-api)
  UNIDADES=/etc/systemd/system
  MODO='el administrador del sistema (PID 1)'
else
  export XDG_RUNTIME_DIR="$TMP/systemd/run"
  UNIDADES="$TMP/systemd/config/systemd/user"
  MODO="sin systemd como PID 1: un administrador de usuario de root (systemd $(systemctl --version | head -n 1 | cut -d' ' -f2)), systemctl --user"
  mkdir -p "$XDG_RUNTIME_DIR" "$UNIDADES" "$TMP/systemd/home"
  chmod 700 "$XDG_RUNTIME_DIR"
  if [ -f /sys/fs/cgroup/cgroup.procs ]; then CGROUPS=("/sys/fs/cgroup/horas-receta-$$")
  else for jerarquia in systemd unified; do [ -d "/sys/fs/cgroup/$jerarquia" ] && CGROUPS+=("/sys/fs/cgroup/$jerarquia/horas-receta-$$"); done; fi
  for grupo in "${CGROUPS[@]}"; do mkdir "$grupo"; done
  # The mount point of the namespace's /run/systemd (left empty outside it).
  [ -d /run/systemd ] || { mkdir /run/systemd; RUN_SYSTEMD_CREADO=1; }
  XDG_CONFIG_HOME="$TMP/systemd/config" HOME="$TMP/systemd/home" CGROUPS="${CGROUPS[*]}" \
    setsid unshare --mount --propagation private sh -c '
      for grupo in $CGROUPS; do echo $$ > "$grupo/cgroup.procs"; done
      mount -t tmpfs tmpfs /run/systemd && mkdir /run/systemd/system
      exec /lib/systemd/systemd --user' > "$TMP/systemd.log" 2>&1 &
  PID_SYSTEMD=$!
  # systemctl reads the unit files itself to enable them: it looks where the manager does.
  SYSTEMCTL=(env XDG_CONFIG_HOME="$TMP/systemd/config" systemctl --user)
  VERSION_API=(env HORAS_SYSTEMCTL="${SYSTEMCTL[*]}" "${CONFIAR_CERTIFICADO[@]}" horas-version-api)
  esperar 'el administrador de systemd no arrancó' "${SYSTEMCTL[@]}" show-environment
fi

echo "Receta de deploy/README.md, commit $COMMIT; la unidad, en $UNIDADES, la ejecuta $MODO"

paso '1. PostgreSQL'
correr rol psql -U postgres -c "CREATE ROLE $BASE LOGIN PASSWORD '$CLAVE_BD'"
correr base psql -U postgres -c "CREATE DATABASE $BASE OWNER $BASE ENCODING 'UTF8' TEMPLATE template0"
[ "$(psql -Atc "SELECT pg_encoding_to_char(encoding) || ' ' || pg_get_userbyid(datdba) FROM pg_database WHERE datname = '$BASE'")" = "UTF8 $BASE" ] \
  || falla "la base $BASE no es UTF8 del rol $BASE"
ok "base $BASE en UTF8, del rol $BASE"

# The API's release folder, as step 2 makes it: self-contained (no link back into the clone).
desplegar_api() { correr "$1" npx -y pnpm@10 --config.inject-workspace-packages=true --filter @horas/api deploy --prod "/srv/horas/api/releases/$2"; }

paso '2. Las instancias de la API (clon del host de la API)'
git clone -q --no-checkout "$REPO" "$TMP/host-api" && git -C "$TMP/host-api" checkout -q "$COMMIT"
cd "$TMP/host-api"
VERSION=$(git rev-parse HEAD)
correr instalar-api npx -y pnpm@10 install --frozen-lockfile --filter '@horas/api...'
correr build-api npx -y pnpm@10 --filter @horas/api build
desplegar_api deploy-api "$VERSION"
correr usuario useradd --system --user-group --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin horas
correr etc install -d -m 755 /etc/horas
correr env install -m 600 deploy/api.env.example /etc/horas/api.env
# Filled in as the README says: the database of step 1 (the rest of the example fits this host).
sed -i "s|^DATABASE_URL=.*|DATABASE_URL=postgres://$BASE:$CLAVE_BD@$PGHOST:$PGPORT/$BASE|" /etc/horas/api.env
! grep -q '^PORT=' /etc/horas/api.env || falla 'api.env fija PORT'
correr version-api install -m 755 deploy/horas-version-api.sh /usr/local/sbin/horas-version-api
correr activar "${VERSION_API[@]}" activar "$VERSION"
correr unidad install -m 644 deploy/horas-api@.service "$UNIDADES/"
if [ ! -d /run/systemd/system ]; then
  # No journald: each instance's output to its file (README, "Without systemd as PID 1").
  correr registros install -d -m 750 /var/log/horas
  correr registro-unidad install -D -m 644 deploy/horas-api-registro.conf "$UNIDADES/horas-api@.service.d/registro.conf"
fi
# The folder must run without the clone: moved away until the upgrade at the end.
cd / && mv "$TMP/host-api" "$TMP/host-api-fuera"
correr revisar "${VERSION_API[@]}" revisar "$VERSION"
[ -z "$(find /srv/horas/api/actual/node_modules/.pnpm -maxdepth 1 -name 'react@*' -o -maxdepth 1 -name 'antd@*')" ] || falla '/srv/horas/api lleva React o antd'
ok "/srv/horas/api/actual → $(readlink /srv/horas/api/actual): $(ls /srv/horas/api/actual/ | tr '\n' ' ')($(du -sh "/srv/horas/api/releases/$VERSION" | cut -f1)); el clon, fuera de su ruta; ningún enlace sale de la carpeta; sin React ni antd"
correr daemon-reload "${SYSTEMCTL[@]}" daemon-reload
correr enable "${SYSTEMCTL[@]}" enable --now "${PUERTOS[@]/#/horas-api@}"
for puerto in "${PUERTOS[@]}"; do
  esperar "horas-api@$puerto no responde en su puerto" curl -sf "http://127.0.0.1:$puerto/health"
  pid=$("${SYSTEMCTL[@]}" show -p MainPID --value "horas-api@$puerto")
  [ "$(ps -o user= -p "$pid")" = horas ] && [ "$(readlink "/proc/$pid/cwd")" = "/srv/horas/api/releases/$VERSION" ] \
    && [ "$(ss -ltnpH "sport = :$puerto" | grep -o 'pid=[0-9]*')" = "pid=$pid" ] || falla "horas-api@$puerto no es el proceso que escucha en $puerto"
  ok "horas-api@$puerto: pid $pid del usuario horas en /srv/horas/api/releases/$VERSION escucha en 127.0.0.1:$puerto y responde $(curl -s "http://127.0.0.1:$puerto/health")"
done
[ "$("${SYSTEMCTL[@]}" is-active "${PUERTOS[@]/#/horas-api@}" | sort -u)" = active ] || falla 'una instancia no quedó activa'
[ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:${PUERTOS[0]}/docs")" = 404 ] || falla '/docs responde en producción'
if [ -d /run/systemd/system ]; then ok "/docs: 404; el registro dice: $(journalctl -o cat -u "horas-api@${PUERTOS[0]}" | grep -o 'Documentación[^"]*' | tail -n 1)"
else
  [ -s "/var/log/horas/api-${PUERTOS[0]}.log" ] || falla "/var/log/horas/api-${PUERTOS[0]}.log está vacío: el registro de la instancia se pierde"
  ok "/docs: 404; /var/log/horas/api-${PUERTOS[0]}.log dice: $(grep -o 'Documentación[^"]*' "/var/log/horas/api-${PUERTOS[0]}.log" | tail -n 1)"
fi
cd /srv/horas/api/actual
# As the README says: the database from api.env, the password through standard input (neither
# in the history nor in ps).
correr admin sh -c "printf '%s\n' '$CLAVE_ADMIN' | node --env-file=/etc/horas/api.env dist/create-admin.js --email admin@horas.example.com --nombre Ada --apellidos Receta"
ok "$(cat "$TMP/admin.log")"

paso '3. El front end (clon del host de build)'
git clone -q --no-checkout "$REPO" "$TMP/host-build" && git -C "$TMP/host-build" checkout -q "$COMMIT"
cd "$TMP/host-build"
correr instalar-front npx -y pnpm@10 install --frozen-lockfile
# The remotes: every folder mf-* of the workspace (the app registry's), each served from its own folder.
REMOTOS=(mf-*)
export HORAS_API_URL="$ORIGEN/api" HORAS_REMOTES_URL="$ORIGEN"
correr build-front npx -y pnpm@10 build
correr srv install -d -m 755 /srv/horas
correr publicar install -m 755 deploy/horas-publicar.sh /usr/local/sbin/horas-publicar
correr publicar-shell horas-publicar shell shell/dist
for remoto in "${REMOTOS[@]}"; do correr "publicar-$remoto" horas-publicar "$remoto" "$remoto/dist"; done
ok "/srv/horas: $(ls /srv/horas | tr '\n' ' ')(cada app, un enlace a su versión publicada)"

paso '4. nginx'
instalados() { dpkg-query -W -f '${db:Status-Status} ${Package}\n' | awk '$1 == "installed" { print $2 }' | sort; }
instalados > "$TMP/antes.txt"
correr apt-nginx env DEBIAN_FRONTEND=noninteractive apt-get install -y nginx libnginx-mod-http-brotli-static
mapfile -t PAQUETES_NUEVOS < <(instalados | comm -13 "$TMP/antes.txt" -)
ok "nginx $(nginx -v 2>&1 | cut -d/ -f2) (instalados: ${PAQUETES_NUEVOS[*]:-ninguno})"
# Put back on exit when nginx was there before (a new one is purged).
[ ! -L /etc/nginx/sites-enabled/default ] || [ ${#PAQUETES_NUEVOS[@]} -gt 0 ] || SITIO_POR_DEFECTO=$(readlink /etc/nginx/sites-enabled/default)
correr sin-sitio-por-defecto rm -f /etc/nginx/sites-enabled/default
correr ssl install -d -m 755 /etc/ssl/horas
# The one departure: a self-signed certificate stands for the company's.
correr certificado openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=$DOMINIO" -addext "subjectAltName=DNS:$DOMINIO" \
  -keyout /etc/ssl/horas/privkey.pem -out /etc/ssl/horas/fullchain.pem
chmod 600 /etc/ssl/horas/privkey.pem
correr conf install -m 644 deploy/nginx.conf /etc/nginx/conf.d/horas.conf
correr paginas install -m 644 deploy/horas-paginas.conf /etc/nginx/horas-paginas.conf
if [ "${PUERTOS[*]}" != '4001 4002' ]; then
  # Other instances than the example's: the upstream lists them (README, step 2).
  sed -i '/^    server 127\.0\.0\.1:400[12] /d' /etc/nginx/conf.d/horas.conf
  for puerto in "${PUERTOS[@]}"; do sed -i "/^upstream horas_api {/a\\    server 127.0.0.1:$puerto max_fails=1 fail_timeout=5s;" /etc/nginx/conf.d/horas.conf; done
fi
correr nginx-t nginx -t
if [ -d /run/systemd/system ]; then correr reload systemctl reload nginx
else correr reload sh -c 'service nginx status > /dev/null && service nginx reload || service nginx start'; fi
esperar 'nginx no responde en 443' curl -skf --resolve "$DOMINIO:443:127.0.0.1" "$ORIGEN/api/health"
ok "$ORIGEN/api/health a través del proxy: $(curl -sk --resolve "$DOMINIO:443:127.0.0.1" "$ORIGEN/api/health")"

paso 'Comprobaciones'
navegador() {
  local salida
  salida=$(node "$TMP/host-build/deploy/probar-receta-navegador.mjs" "$ORIGEN" admin@horas.example.com "$CLAVE_ADMIN" 'Ada Receta' 2>&1) \
    || { echo "$salida" >&2; falla 'el inicio de sesión en el navegador'; }
  ok "$1$salida"
}
navegador ''
# The port is the instance's name even with a PORT in api.env (systemd applies EnvironmentFile=
# after Environment=; ExecStart sets PORT=%i over both).
echo "PORT=${PUERTOS[0]}" >> /etc/horas/api.env
pid=$("${SYSTEMCTL[@]}" show -p MainPID --value "horas-api@${PUERTOS[1]}")
"${SYSTEMCTL[@]}" restart "horas-api@${PUERTOS[1]}"
esperar "con PORT=${PUERTOS[0]} en api.env, horas-api@${PUERTOS[1]} no volvió a su puerto" \
  sh -c "ss -ltnpH 'sport = :${PUERTOS[1]}' | grep -q \"pid=\$(${SYSTEMCTL[*]} show -p MainPID --value horas-api@${PUERTOS[1]}),\""
sed -i '$d' /etc/horas/api.env
ok "con PORT=${PUERTOS[0]} en api.env, horas-api@${PUERTOS[1]} reiniciado (pid $pid → $("${SYSTEMCTL[@]}" show -p MainPID --value "horas-api@${PUERTOS[1]}")) escucha en ${PUERTOS[1]}"
MATAR=horas-api@${PUERTOS[0]}
pid=$("${SYSTEMCTL[@]}" show -p MainPID --value "$MATAR")
"${SYSTEMCTL[@]}" kill --signal=SIGKILL "$MATAR"
esperar "systemd no reinició $MATAR" sh -c "[ \"\$(${SYSTEMCTL[*]} show -p MainPID --value $MATAR)\" != $pid ] && curl -sf http://127.0.0.1:${PUERTOS[0]}/health"
ok "$MATAR muerto con SIGKILL (pid $pid): systemd lo reinició (pid $("${SYSTEMCTL[@]}" show -p MainPID --value "$MATAR"), Restart=on-failure)"
"${SYSTEMCTL[@]}" stop "$MATAR"
! curl -s "http://127.0.0.1:${PUERTOS[0]}/health" > /dev/null || falla "$MATAR sigue respondiendo"
ok "$MATAR detenido: nada escucha en ${PUERTOS[0]}"
navegador "de nuevo, solo con horas-api@${PUERTOS[1]}: "
"${SYSTEMCTL[@]}" start "$MATAR"
esperar "$MATAR no volvió" curl -sf "http://127.0.0.1:${PUERTOS[0]}/health"

cabeceras() { curl -sk --resolve "$DOMINIO:443:127.0.0.1" -o /dev/null -D - "$ORIGEN$1" | tr -d '\r'; }
cabecera() { grep -i "^$1:" <<< "$2" | cut -d' ' -f2-; }
comprobar() { # path, status, Cache-Control, Content-Type (prefix)
  local h; h=$(cabeceras "$1")
  local estado; estado=$(head -n 1 <<< "$h" | cut -d' ' -f2)
  [ "$estado" = "$2" ] || falla "$1: $estado, se esperaba $2"
  [ "$(cabecera Cache-Control "$h")" = "$3" ] || falla "$1: Cache-Control '$(cabecera Cache-Control "$h")', se esperaba '$3'"
  [[ "$(cabecera Content-Type "$h")" == "$4"* ]] || falla "$1: Content-Type '$(cabecera Content-Type "$h")'"
  for nombre in Content-Security-Policy X-Content-Type-Options X-Frame-Options Referrer-Policy Strict-Transport-Security; do
    [ -n "$(cabecera "$nombre" "$h")" ] || falla "$1: falta $nombre"
  done
  ok "$1 → $estado, Cache-Control: $3, $(cabecera Content-Type "$h"), CSP, nosniff, DENY, Referrer-Policy, HSTS"
}
con_hash() { find "/srv/horas/$1/static/js" -maxdepth 1 -regextype egrep -regex '.*\.[0-9a-f]{8,}\.js' | head -n 1 | sed "s|^/srv/horas/$1||"; }
comprobar "$(con_hash shell)" 200 'public, max-age=31536000, immutable' application/javascript
comprobar / 200 no-cache text/html
comprobar /login 200 no-cache text/html
comprobar /remotes.json 200 no-cache application/json
for remoto in "${REMOTOS[@]}"; do
  comprobar "/$remoto$(con_hash "$remoto")" 200 'public, max-age=31536000, immutable' application/javascript
  [ "$(curl -sk --resolve "$DOMINIO:443:127.0.0.1" "$ORIGEN/$remoto/mf-manifest.json" | sha256sum)" = "$(sha256sum < "/srv/horas/$remoto/mf-manifest.json")" ] \
    || falla "/$remoto/mf-manifest.json no es el de /srv/horas/$remoto"
  ok "/$remoto/mf-manifest.json es el de /srv/horas/$remoto"
done
esperadas=$(for remoto in "${REMOTOS[@]}"; do echo "$ORIGEN/$remoto/mf-manifest.json"; done | LC_ALL=C sort | tr '\n' ' ')
[ "$(curl -sk --resolve "$DOMINIO:443:127.0.0.1" "$ORIGEN/remotes.json" | node -e '
  const c = JSON.parse(require("fs").readFileSync(0, "utf8"));
  console.log([c.apiUrl, Object.values(c.remotes).sort().join(" ")].join(" "))')" \
  = "$ORIGEN/api ${esperadas% }" ] \
  || falla 'remotes.json no nombra las direcciones del build'
ok "remotes.json: la API y los ${#REMOTOS[@]} remotos (${REMOTOS[*]}) bajo $ORIGEN"
comprobar /mf-horas/static/js/no-existe.0123456789.js 404 no-store text/html
comprobar /static/js/no-existe.0123456789.js 404 no-store text/html
redireccion=$(curl -s --resolve "$DOMINIO:80:127.0.0.1" -o /dev/null -w '%{http_code} %{redirect_url}' "http://$DOMINIO/home")
[ "$redireccion" = "308 $ORIGEN/home" ] || falla "http://$DOMINIO/home → $redireccion"
ok "http://$DOMINIO/home → $redireccion"
# 308: a POST is sent again as a POST, with its body (after a 301 a client may turn it into a GET).
redireccion=$(curl -s --resolve "$DOMINIO:80:127.0.0.1" -o /dev/null -w '%{http_code} %{redirect_url}' -d '{}' "http://$DOMINIO/api/usuarios/login")
[ "$redireccion" = "308 $ORIGEN/api/usuarios/login" ] || falla "POST http://$DOMINIO/api/usuarios/login → $redireccion"
ok "POST http://$DOMINIO/api/usuarios/login → $redireccion"
otro=$(curl -s -H 'Host: otro.example.org' -o "$TMP/otro.html" -w '%{http_code} %{redirect_url}' http://127.0.0.1/)
[ "$otro" = "308 $ORIGEN/" ] && ! grep -qi 'welcome to nginx' "$TMP/otro.html" || falla "http://otro.example.org/ → $otro"
ok "http://otro.example.org/ (cualquier otro nombre en el puerto 80) → $otro, no la página de bienvenida de nginx"
h_api=$(cabeceras /api/health); h_js=$(cabeceras "$(con_hash shell)")
[ "$(cabecera Server "$h_api")" = nginx ] && [ "$(cabecera Server "$h_js")" = nginx ] || falla "Server: $(cabecera Server "$h_api") (nginx dice su versión)"
[ "$(cabecera Strict-Transport-Security "$h_api")" = "$(cabecera Strict-Transport-Security "$h_js")" ] \
  || falla "HSTS de la API '$(cabecera Strict-Transport-Security "$h_api")' y de los archivos '$(cabecera Strict-Transport-Security "$h_js")'"
ok "Server: nginx, sin versión; el mismo Strict-Transport-Security en la API y en los archivos ($(cabecera Strict-Transport-Security "$h_api"))"

paso 'Archivos comprimidos, sin la ruta del build'
# What the browser receives: the .br or .gz the build made, as it is, with Vary for caches.
comprimido() { # path on the proxy, file under /srv/horas, encoding, suffix of its file
  local h; h=$(curl -sk --resolve "$DOMINIO:443:127.0.0.1" -H "Accept-Encoding: $3" -o "$TMP/comprimido" -D - "$ORIGEN$1" | tr -d '\r')
  [ "$(cabecera Content-Encoding "$h")" = "$3" ] || falla "$1 con Accept-Encoding: $3 llega con Content-Encoding '$(cabecera Content-Encoding "$h")'"
  grep -qi '^Vary: Accept-Encoding' <<< "$h" || falla "$1: sin Vary: Accept-Encoding"
  cmp -s "$TMP/comprimido" "/srv/horas/$2$4" || falla "$1 ($3) no es /srv/horas/$2$4"
}
for app in shell "${REMOTOS[@]}"; do
  js=$(con_hash "$app"); ruta=$([ "$app" = shell ] && echo "$js" || echo "/$app$js")
  comprimido "$ruta" "$app$js" br .br
  comprimido "$ruta" "$app$js" gzip .gz
  ok "$ruta: Content-Encoding br ($(stat -c %s "/srv/horas/$app$js.br") B) o gzip ($(stat -c %s "/srv/horas/$app$js.gz") B) en vez de $(stat -c %s "/srv/horas/$app$js") B, Vary: Accept-Encoding"
done
comprimido /login shell/login.html br .br
ok "/login: Content-Encoding br ($(stat -c %s /srv/horas/shell/login.html.br) B en vez de $(stat -c %s /srv/horas/shell/login.html) B)"
[ -z "$(find /srv/horas -name mf-stats.json)" ] || falla "mf-stats.json en $(find /srv/horas -name mf-stats.json | tr '\n' ' ')"
con_ruta=$(grep -rlF "$TMP/host-build" /srv/horas/shell "${REMOTOS[@]/#//srv/horas/}" || true)
[ -z "$con_ruta" ] || falla "archivos servidos con la ruta del build ($TMP/host-build): $con_ruta"
ok "ningún archivo de /srv/horas (shell y remotos, $(find -H /srv/horas/shell "${REMOTOS[@]/#//srv/horas/}" -type f | wc -l) archivos) tiene la ruta $TMP/host-build; ningún mf-stats.json"

paso 'Un equipo vuelve a desplegar solo su remoto (mf-horas)'
cd "$TMP/host-build"
correr build-mf-horas npx -y pnpm@10 --filter ./mf-horas build
antes=$(readlink /srv/horas/mf-horas)
correr republicar-mf-horas horas-publicar mf-horas mf-horas/dist
[ "$(readlink /srv/horas/mf-horas)" != "$antes" ] && [ -f "/srv/horas/$antes/mf-manifest.json" ] || falla 'mf-horas no pasó a una carpeta nueva'
comprobar /mf-horas/mf-manifest.json 200 no-cache application/json
ok "/srv/horas/mf-horas: $antes → $(readlink /srv/horas/mf-horas), la anterior intacta"
# Moving a remote is one edit of /srv/horas/remotes.json (here rewritten with the same addresses,
# indented): a redeploy of the shell keeps it, and publishing twice does not nest dist/.
node -e 'const f = "/srv/horas/remotes.json", fs = require("fs"); fs.writeFileSync(f + ".nuevo", JSON.stringify(JSON.parse(fs.readFileSync(f, "utf8")), null, 2)); fs.renameSync(f + ".nuevo", f)'
editado=$(sha256sum < /srv/horas/remotes.json)
correr republicar-shell horas-publicar shell shell/dist
[ "$(curl -sk --resolve "$DOMINIO:443:127.0.0.1" "$ORIGEN/remotes.json" | sha256sum)" = "$editado" ] || falla 'el shell publicado de nuevo deshizo la edición de /srv/horas/remotes.json'
[ ! -e /srv/horas/shell/dist ] && [ ! -e /srv/horas/mf-horas/dist ] || falla 'publicar de nuevo anidó dist/'
ok 'la edición de /srv/horas/remotes.json sigue tras publicar el shell de nuevo; ningún dist/ anidado'
navegador 'tras el redespliegue: '

paso 'Dos versiones nuevas de la API y la vuelta atrás, con pedidos a través del proxy todo el tiempo'
TOKEN=$(curl -sk --resolve "$DOMINIO:443:127.0.0.1" -H 'Content-Type: application/json' \
  -d "{\"email\":\"admin@horas.example.com\",\"contrasena\":\"$CLAVE_ADMIN\"}" "$ORIGEN/api/usuarios/login" \
  | node -e 'console.log(JSON.parse(require("fs").readFileSync(0, "utf8")).token)')
# One client: requests through the proxy one after another, each status on a line: the instance's
# health, the signed-in user (a database read) and, one in ten, a sign-in (a POST: never retried by
# nginx once an instance has it).
carga() {
  local i=0 codigo
  while [ ! -e "$TMP/parar-carga" ]; do
    i=$((i + 1))
    case $((i % 10)) in
      0) codigo=$(curl -sk --resolve "$DOMINIO:443:127.0.0.1" -o /dev/null -w '%{http_code}' -H 'Content-Type: application/json' \
           -d "{\"email\":\"admin@horas.example.com\",\"contrasena\":\"$CLAVE_ADMIN\"}" "$ORIGEN/api/usuarios/login")
         echo "$codigo POST /api/usuarios/login" ;;
      [13579]) echo "$(curl -sk --resolve "$DOMINIO:443:127.0.0.1" -o /dev/null -w '%{http_code}' "$ORIGEN/api/health") GET /api/health" ;;
      *) echo "$(curl -sk --resolve "$DOMINIO:443:127.0.0.1" -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $TOKEN" "$ORIGEN/api/usuarios/usuarios/me") GET /api/usuarios/usuarios/me" ;;
    esac
  done > "$TMP/carga-$1.txt"
}
ERRORES_NGINX=$(wc -l < /var/log/nginx/error.log)
for cliente in 1 2; do carga "$cliente" & PID_CARGA+=($!); done
esperar 'la carga no empezó' sh -c "[ \$(cat $TMP/carga-*.txt | wc -l) -ge 20 ]"
en_version() { # every instance runs from releases/<commit>
  local puerto pid
  for puerto in "${PUERTOS[@]}"; do
    pid=$("${SYSTEMCTL[@]}" show -p MainPID --value "horas-api@$puerto")
    [ "$(readlink "/proc/$pid/cwd")" = "/srv/horas/api/releases/$1" ] || falla "horas-api@$puerto no corre en releases/$1"
  done
  ok "${PUERTOS[*]/#/horas-api@} corren en releases/$1 ($(cat "$TMP"/carga-*.txt | wc -l) pedidos hasta aquí)"
}
mv "$TMP/host-api-fuera" "$TMP/host-api" && cd "$TMP/host-api"
VERSIONES=("$VERSION")
for n in 2 3; do
  # A new commit (empty: what changes does not matter here) and its release, as step 2 says.
  git -c user.name=Receta -c user.email=receta@horas.example.com commit -q --allow-empty -m "Versión $n de la receta"
  VERSION=$(git rev-parse HEAD)
  VERSIONES+=("$VERSION")
  correr "build-api-$n" npx -y pnpm@10 --filter @horas/api build
  desplegar_api "deploy-api-$n" "$VERSION"
  correr "activar-$n" "${VERSION_API[@]}" activar "$VERSION"
  en_version "$VERSION"
done
correr volver "${VERSION_API[@]}" volver
en_version "${VERSIONES[1]}"
touch "$TMP/parar-carga"
wait "${PID_CARGA[@]}"
PID_CARGA=()
pedidos=$(cat "$TMP"/carga-*.txt | wc -l)
fallidos=$(cat "$TMP"/carga-*.txt | grep -cv '^200 ' || true)
tail -n +"$((ERRORES_NGINX + 1))" /var/log/nginx/error.log > "$TMP/errores-nginx.log"
# A failed request's cause is in nginx's log, which the clean-up deletes: shown before failing.
[ "$fallidos" = 0 ] || { cat "$TMP"/carga-*.txt | grep -v '^200 ' | sort | uniq -c >&2; grep -v 'Connection refused\|temporarily disabled' "$TMP/errores-nginx.log" | tail -n 5 >&2; falla "$fallidos de $pedidos pedidos fallaron durante las versiones"; }
# A refused connection is the one failure nginx passes on for any request: nothing was sent yet.
cortados=$(grep -v 'Connection refused\|temporarily disabled' "$TMP/errores-nginx.log" | grep -c 'upstream' || true)
[ "$cortados" = 0 ] || { grep 'upstream' "$TMP/errores-nginx.log" | grep -v 'Connection refused\|temporarily disabled' | tail -n 5 >&2; falla "nginx vio $cortados pedidos cortados por una instancia"; }
ok "$pedidos pedidos a través del proxy durante 2 versiones y una vuelta atrás ($(grep -c POST "$TMP"/carga-*.txt | awk -F: '{ s += $2 } END { print s }') de ellos POST): 0 fallidos; nginx pasó a la otra instancia $(grep -c 'Connection refused' "$TMP/errores-nginx.log" || true) conexiones rechazadas y ninguna instancia cortó un pedido que tenía"
correr limpiar "${VERSION_API[@]}" limpiar 1
[ "$(ls /srv/horas/api/releases | sort)" = "$(printf '%s\n' "${VERSIONES[@]:1}" | sort)" ] || falla "releases/ tras limpiar: $(ls /srv/horas/api/releases | tr '\n' ' ')"
ok "limpiar 1: quedan la actual y la anterior (releases/: $(ls /srv/horas/api/releases | tr '\n' ' '))"
navegador 'tras las versiones y la vuelta atrás: '
