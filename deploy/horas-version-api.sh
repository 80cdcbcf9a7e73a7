#!/usr/bin/env bash
# The API's releases on one API host (deploy/README.md, step 2 and "A new release of the API"),
# installed as /usr/local/sbin/horas-version-api. Each release is a folder <raíz>/releases/<commit>
# made by `pnpm deploy`; the instances run from the link <raíz>/actual, and <raíz>/anterior names
# the release before it.
#
# A release cannot half-happen. Everything is checked before the first change: the release holds
# no link leaving its folder, systemd answers and runs the instances, the proxy answers. Then each
# instance is restarted (SIGTERM: it answers the requests it holds, then exits; the proxy sends the
# new ones to the others) and waited for on its port, then through the proxy until it answers
# there again: only then the next one, so the proxy always has one to send requests to. Any failure
# after the first change (an instance that does not come back, the proxy not sending it requests,
# an interruption) puts the links back, restarts on the old release the instances already
# restarted, says what failed and exits 1.
#
# Settings, from the environment (deploy/README.md, "horas-version-api's settings"):
#   HORAS_API_RAIZ       the releases' folder                           /srv/horas/api
#   HORAS_API_ENV        the instances' environment (HORAS_URL, HOST)   /etc/horas/api.env
#   HORAS_API_PUERTOS    the instances to restart, e.g. "4001 4002"     every active horas-api@*
#   HORAS_API_DIRECCION  where the proxy reaches this host's instances  HOST of the env file, or 127.0.0.1
#   HORAS_PROXY          the proxy's address:port, seen from this host  127.0.0.1:443
#   HORAS_CA             the CA (PEM file) of the proxy's certificate   the system's CAs
#   HORAS_PLAZO          seconds to wait for each instance              120
#   HORAS_SYSTEMCTL      the systemctl command                          systemctl
set -euo pipefail

RAIZ=${HORAS_API_RAIZ:-/srv/horas/api}
ENV_API=${HORAS_API_ENV:-/etc/horas/api.env}
PROXY=${HORAS_PROXY:-127.0.0.1:443}
PLAZO=${HORAS_PLAZO:-120}
read -r -a SYSTEMCTL <<< "${HORAS_SYSTEMCTL:-systemctl}"
CA=()
[ -z "${HORAS_CA:-}" ] || CA=(--cacert "$HORAS_CA")

uso() {
  cat >&2 << 'FIN'
uso: horas-version-api activar <commit>   actual -> releases/<commit> (la de antes queda en anterior),
                                          luego cada instancia activa reiniciada, de a una
     horas-version-api volver             vuelve a la versión anterior
     horas-version-api revisar <commit>   comprueba que ningún enlace de releases/<commit> sale de la carpeta
     horas-version-api limpiar [N]        borra las versiones salvo actual, anterior y las N más nuevas (3)
FIN
  exit 2
}
falla() { echo "horas-version-api: $*" >&2; exit 1; }

# Up to PLAZO seconds for a check to pass, every half second; ULTIMO keeps what its last try said.
ULTIMO=
esperar() {
  local intento
  for ((intento = 1; ; intento++)); do
    if ULTIMO=$("$@" 2>&1); then return 0; fi
    [ "$intento" -lt $((PLAZO * 2)) ] || return 1
    sleep 0.5
  done
}

# One link replaced in one rename: an instance starting meanwhile finds the old or the new one.
enlazar() { ln -sfn "$2" "$RAIZ/$1.nuevo" && mv -T "$RAIZ/$1.nuevo" "$RAIZ/$1"; }
valor_del_env() { sed -n "s/^$1=//p" "$ENV_API" | tail -n 1; }

revisar() {
  local carpeta="$RAIZ/releases/$1" fuera
  [ -f "$carpeta/dist/server.js" ] || falla "no hay versión $1 en $RAIZ/releases"
  carpeta=$(realpath "$carpeta")
  # Dangling ones too: a link into the build host's clone dangles on every other host.
  fuera=$(find "$carpeta" -type l -print0 | while IFS= read -r -d '' enlace; do
    case $(realpath -m -- "$enlace") in "$carpeta"/*) ;; *) echo "${enlace#"$carpeta"/} -> $(readlink "$enlace")" ;; esac
  done)
  [ -z "$fuera" ] || falla "releases/$1 tiene enlaces que salen de su carpeta (hágala con pnpm deploy como dice deploy/README.md): $(head -n 3 <<< "$fuera" | paste -sd ';' -)"
}

# What the proxy answers to /api/health for HORAS_URL, reached at HORAS_PROXY (name and SNI kept).
al_proxy() {
  local url autoridad host puerto
  url=$(valor_del_env HORAS_URL)
  case $url in https://*) ;; *) echo "HORAS_URL de $ENV_API no es una dirección https:// ('$url')"; return 1 ;; esac
  autoridad=${url#https://}; autoridad=${autoridad%%/*}
  host=${autoridad%:*}; puerto=443
  [ "$host" = "$autoridad" ] || puerto=${autoridad##*:}
  curl -sS -o /dev/null -D - --connect-to "$host:$puerto:$PROXY" "${CA[@]}" "${url%/}/api/health" | tr -d '\r'
}
en_su_puerto() { curl -sS -f -o /dev/null "http://$DIRECCION:$1/health"; }
# The proxy names the instance that answered only to the API hosts (nginx.conf, X-Horas-Instancia).
por_el_proxy() {
  local cabeceras instancia
  cabeceras=$(al_proxy) || return 1
  instancia=$(sed -n 's/^x-horas-instancia: *//Ip' <<< "$cabeceras")
  [ "$instancia" != "$DIRECCION:$1" ] || return 0
  echo "$(head -n 1 <<< "$cabeceras"), X-Horas-Instancia: ${instancia:-ninguna (¿está la dirección de este host en el geo \$horas_hosts_api de nginx.conf?)}"
  return 1
}

# Before any change: the instances systemd runs, where they listen, and a proxy that answers.
PUERTOS=()
DIRECCION=
preparar() {
  local unidades activas puerto
  unidades=$("${SYSTEMCTL[@]}" list-units --plain --no-legend --state=active 'horas-api@*' 2>&1) \
    || falla "systemctl no llega a systemd, nada cambió: $(paste -sd ' ' <<< "$unidades") (sin systemd como PID 1: deploy/README.md, \"Without systemd as PID 1\")"
  activas=$(sed -n 's/^horas-api@\([0-9]*\)\.service.*/\1/p' <<< "$unidades")
  read -r -a PUERTOS <<< "${HORAS_API_PUERTOS:-$(paste -sd ' ' <<< "$activas")}"
  [ ${#PUERTOS[@]} -gt 0 ] || falla 'ninguna instancia horas-api@* está activa, nada cambió (systemctl enable --now horas-api@4001 …)'
  for puerto in "${PUERTOS[@]}"; do
    grep -qx "$puerto" <<< "$activas" || falla "horas-api@$puerto (HORAS_API_PUERTOS) no está activa, nada cambió"
  done
  [ -r "$ENV_API" ] || falla "no se puede leer $ENV_API (HORAS_API_ENV)"
  DIRECCION=${HORAS_API_DIRECCION:-$(valor_del_env HOST)}
  DIRECCION=${DIRECCION:-127.0.0.1}
  case $DIRECCION in 0.0.0.0 | :: | '[::]') falla "HOST=$DIRECCION en $ENV_API: diga en HORAS_API_DIRECCION la dirección con que el proxy llega a las instancias" ;; esac
  [ ${#CA[@]} = 0 ] || [ -r "$HORAS_CA" ] || falla "no se puede leer HORAS_CA=$HORAS_CA"
  ULTIMO=$(al_proxy 2>&1) || {
    case $ULTIMO in *certificate*) ULTIMO+=" (el certificado del proxy no es de una CA en que este host confía: HORAS_CA=<archivo PEM de la CA>)" ;; esac
    falla "el proxy en $PROXY (HORAS_PROXY) no responde, nada cambió: $ULTIMO"
  }
}

# What a failed release puts back: the links as they were, and each instance already restarted.
ACTUAL_ANTES=
ANTERIOR_ANTES=
REINICIADAS=()
DESHACER=
deshacer() {
  local puerto completa=1
  set +e
  enlazar actual "$ACTUAL_ANTES"
  if [ -n "$ANTERIOR_ANTES" ]; then enlazar anterior "$ANTERIOR_ANTES"; else rm -f "$RAIZ/anterior"; fi
  echo "horas-version-api: vuelta atrás: actual -> $ACTUAL_ANTES" >&2
  for puerto in "${REINICIADAS[@]}"; do
    if "${SYSTEMCTL[@]}" restart "horas-api@$puerto" && esperar en_su_puerto "$puerto" && esperar por_el_proxy "$puerto"; then
      echo "horas-version-api: horas-api@$puerto de vuelta en ${ACTUAL_ANTES#releases/}" >&2
    else
      completa=
      echo "horas-version-api: horas-api@$puerto no volvió en ${ACTUAL_ANTES#releases/} ($ULTIMO): revísela" >&2
    fi
  done
  if [ -n "$completa" ]; then echo 'horas-version-api: todo quedó como antes' >&2; else echo 'horas-version-api: la vuelta atrás no se completó' >&2; fi
}
al_salir() {
  local estado=$?
  [ -z "$DESHACER" ] || { deshacer; exit 1; }
  exit "$estado"
}
trap al_salir EXIT
trap 'falla "interrumpido"' INT TERM HUP

activar() {
  local version=$1 puerto
  revisar "$version"
  ACTUAL_ANTES=$(readlink "$RAIZ/actual" 2> /dev/null || true)
  [ "$ACTUAL_ANTES" != "releases/$version" ] || falla "$version ya es la versión actual"
  if [ -z "$ACTUAL_ANTES" ]; then
    # The first release (step 2): the instances are started after it, none runs yet.
    enlazar actual "releases/$version"
    echo "actual: $version (la primera versión: ninguna instancia que reiniciar)"
    return
  fi
  preparar
  ANTERIOR_ANTES=$(readlink "$RAIZ/anterior" 2> /dev/null || true)
  DESHACER=1
  enlazar anterior "$ACTUAL_ANTES"
  enlazar actual "releases/$version"
  echo "actual: $version"
  for puerto in "${PUERTOS[@]}"; do
    REINICIADAS+=("$puerto")
    "${SYSTEMCTL[@]}" restart "horas-api@$puerto" || falla "systemctl restart horas-api@$puerto falló"
    esperar en_su_puerto "$puerto" || falla "horas-api@$puerto no responde en $DIRECCION:$puerto tras $PLAZO s: $ULTIMO"
    esperar por_el_proxy "$puerto" || falla "el proxy en $PROXY no envía pedidos a horas-api@$puerto tras $PLAZO s: $ULTIMO"
    echo "horas-api@$puerto: $version, responde a través del proxy"
  done
  DESHACER=
}

case "${1:-}" in
  activar) [ $# = 2 ] || uso; activar "$2" ;;
  volver)
    [ -L "$RAIZ/anterior" ] || falla 'no hay versión anterior'
    activar "$(basename "$(readlink "$RAIZ/anterior")")" ;;
  revisar) [ $# = 2 ] || uso; revisar "$2"; echo "releases/$2: ningún enlace sale de la carpeta" ;;
  limpiar)
    [ $# -le 2 ] && [[ "${2:-3}" =~ ^[0-9]+$ ]] || uso
    en_uso=$(for link in actual anterior; do [ ! -L "$RAIZ/$link" ] || basename "$(readlink "$RAIZ/$link")"; done)
    ls -1t "$RAIZ/releases" | tail -n +"$((${2:-3} + 1))" | while read -r version; do
      grep -qx "$version" <<< "$en_uso" || { rm -rf "${RAIZ:?}/releases/$version"; echo "borrada: $version"; }
    done ;;
  *) uso ;;
esac
