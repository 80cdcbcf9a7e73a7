#!/usr/bin/env bash
# The API's releases on one API host (deploy/README.md, step 2 and "A new release of the API"),
# installed as /usr/local/sbin/horas-version-api. Each release is a folder
# /srv/horas/api/releases/<commit> made by `pnpm deploy`; the instances run from the link
# /srv/horas/api/actual, and /srv/horas/api/anterior names the release before it.
#
#   horas-version-api activar <commit>   actual -> releases/<commit> (the old one becomes anterior),
#                                        then every running instance restarted, one at a time
#   horas-version-api volver             the rollback: activates anterior
#   horas-version-api limpiar [N]        deletes every release but actual, anterior and the N newest (3)
#
# An instance is restarted (SIGTERM: it answers the requests it holds, then exits; the proxy sends
# the new ones to the others), then waited for on its port, then through the proxy until it answers
# there again: only then the next one, so the proxy always has one to send requests to.
# The proxy: HORAS_URL of /etc/horas/api.env, reached on this host (127.0.0.1).
set -euo pipefail

RAIZ=/srv/horas/api
read -r -a SYSTEMCTL <<< "${HORAS_SYSTEMCTL:-systemctl}"

uso() { sed -n '7,10p' "$0" | sed 's/^# *//' >&2; exit 2; }
falla() { echo "horas-version-api: $*" >&2; exit 1; }
# Up to 2 minutes for what is expected, checked every half second.
esperar() {
  local que=$1; shift
  for _ in $(seq 1 240); do "$@" > /dev/null 2>&1 && return 0; sleep 0.5; done
  falla "$que"
}

# Through the proxy: the proxy's own host is told which instance answered (nginx.conf, X-Horas-Instancia).
por_el_proxy() {
  local url host
  url=$(sed -n 's/^HORAS_URL=//p' /etc/horas/api.env)
  [ -n "$url" ] || falla 'falta HORAS_URL en /etc/horas/api.env'
  host=${url#https://}; host=${host%%/*}
  curl -s --resolve "$host:443:127.0.0.1" -o /dev/null -D - "$url/api/health" | tr -d '\r' | grep -qix "x-horas-instancia: 127.0.0.1:$1"
}

activar() {
  local version=$1 puerto
  [ -f "$RAIZ/releases/$version/dist/server.js" ] || falla "no hay versión $version en $RAIZ/releases"
  [ "$(readlink "$RAIZ/actual" 2> /dev/null)" != "releases/$version" ] || falla "$version ya es la versión actual"
  # Each link replaced in one rename: an instance starting meanwhile finds the old or the new one.
  if [ -L "$RAIZ/actual" ]; then ln -sfn "$(readlink "$RAIZ/actual")" "$RAIZ/anterior.nuevo" && mv -T "$RAIZ/anterior.nuevo" "$RAIZ/anterior"; fi
  ln -sfn "releases/$version" "$RAIZ/actual.nuevo" && mv -T "$RAIZ/actual.nuevo" "$RAIZ/actual"
  echo "actual: $version"
  for puerto in $("${SYSTEMCTL[@]}" list-units --plain --no-legend --state=active 'horas-api@*' | sed -n 's/^horas-api@\([0-9]*\)\.service.*/\1/p'); do
    "${SYSTEMCTL[@]}" restart "horas-api@$puerto"
    esperar "horas-api@$puerto no responde en su puerto" curl -sf "http://127.0.0.1:$puerto/health"
    esperar "el proxy no envía pedidos a horas-api@$puerto" por_el_proxy "$puerto"
    echo "horas-api@$puerto: $version, responde a través del proxy"
  done
}

case "${1:-}" in
  activar) [ $# = 2 ] || uso; activar "$2" ;;
  volver)
    [ -L "$RAIZ/anterior" ] || falla 'no hay versión anterior'
    activar "$(basename "$(readlink "$RAIZ/anterior")")" ;;
  limpiar)
    [ $# -le 2 ] && [[ "${2:-3}" =~ ^[0-9]+$ ]] || uso
    en_uso=$(for link in actual anterior; do [ ! -L "$RAIZ/$link" ] || basename "$(readlink "$RAIZ/$link")"; done)
    ls -1t "$RAIZ/releases" | tail -n +"$((${2:-3} + 1))" | while read -r version; do
      grep -qx "$version" <<< "$en_uso" || { rm -rf "${RAIZ:?}/releases/$version"; echo "borrada: $version"; }
    done ;;
  *) uso ;;
esac
