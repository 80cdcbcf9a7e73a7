#!/usr/bin/env bash
# Publishes one app's build, the shell or a remote, on the static host (deploy/README.md, step 3),
# installed as /usr/local/sbin/horas-publicar:
#
#   horas-publicar <app> <its build folder>      e.g. horas-publicar mf-horas mf-horas/dist
#
# A publish cannot half-happen. The files go into a new folder, <raíz>/versiones/<app>/<time>, that
# starts as the current folder's files (hard links: a page holding the previous manifest still
# finds its content-hashed files) with the build's over them; then the link <raíz>/<app>, the
# folder nginx serves, is switched to it in one rename. A browser reads the old folder or the new
# one, never a manifest half written nor one newer than its .br and .gz. The build folder's content
# is copied, not the folder: publishing twice does not nest dist/.
#
# The shell's remotes.json is not published with it: nginx serves <raíz>/remotes.json, the one file
# an administrator edits to move a remote or the API, written from the build only when missing, so
# a redeploy of the shell does not undo the edit.
#
# Setting: HORAS_ESTATICOS, the static folders' root (/srv/horas).
set -euo pipefail

RAIZ=${HORAS_ESTATICOS:-/srv/horas}
falla() { echo "horas-publicar: $*" >&2; exit 1; }

[ $# = 2 ] || { echo 'uso: horas-publicar <app> <carpeta del build>   (p. ej. horas-publicar mf-horas mf-horas/dist)' >&2; exit 2; }
app=$1 build=${2%/}
case $app in
  shell) [ -f "$build/index.html" ] && [ -f "$build/remotes.json" ] || falla "$build no es un build del shell (index.html, remotes.json)" ;;
  mf-*) [ -f "$build/mf-manifest.json" ] || falla "$build no es un build de un remoto (mf-manifest.json)" ;;
  *) falla "'$app' no es el shell ni un remoto (mf-…)" ;;
esac

versiones=$RAIZ/versiones/$app
mkdir -p "$versiones"
nueva=$(mktemp -d --suffix=.parcial "$versiones/$(date -u +%Y%m%dT%H%M%SZ)-XXXX")
# A publish that fails leaves no half-made folder behind (the served one is untouched).
trap 'rm -rf "$nueva"' EXIT
chmod 755 "$nueva"
[ ! -d "$RAIZ/$app" ] || cp -al "$RAIZ/$app/." "$nueva/"
# A file under the same name becomes a new file: never written through a hard link into the
# folder being served.
cp -a --remove-destination "$build/." "$nueva/"

if [ "$app" = shell ]; then
  rm -f "$nueva/remotes.json"
  if [ ! -e "$RAIZ/remotes.json" ]; then
    cp "$build/remotes.json" "$RAIZ/remotes.json.nuevo" && mv -T "$RAIZ/remotes.json.nuevo" "$RAIZ/remotes.json"
  elif ! cmp -s "$build/remotes.json" "$RAIZ/remotes.json"; then
    echo "horas-publicar: aviso: se conserva $RAIZ/remotes.json, que difiere del de este build (revíselo si el build añade un remoto)" >&2
  fi
fi

final=${nueva%.parcial}
mv -T "$nueva" "$final"
trap - EXIT
if [ -d "$RAIZ/$app" ] && [ ! -L "$RAIZ/$app" ]; then
  # A folder copied by hand (the recipe before horas-publicar): kept among the versions, once.
  mv -T "$RAIZ/$app" "$versiones/anterior-a-horas-publicar"
fi
ln -sfn "versiones/$app/${final##*/}" "$RAIZ/$app.nuevo" && mv -T "$RAIZ/$app.nuevo" "$RAIZ/$app"
echo "$app: $RAIZ/$app -> versiones/$app/${final##*/}"
