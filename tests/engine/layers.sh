#!/usr/bin/env bash
# The engine's folders show its layers: in engine/src and engine/ai, common/
# includes no game's folder, and a game's folder includes common/ and its own
# files, never the other game's. Prints each breach; exits 1 if there is one.
# Usage: tests/engine/layers.sh ENGINE_DIR
set -u
engine=${1:-$(dirname "$0")/../../engine}
fail=0
breach() { # FOLDER PATTERN WHAT
  local hits
  hits=$(grep -rEn "#[[:space:]]*include[[:space:]]*\"$2" "$1" 2>/dev/null)
  if [ -n "$hits" ]; then
    printf '%s\n' "$hits" | sed "s|^|breach ($3): |"
    fail=1
  fi
}
for part in src ai; do
  [ -d "$engine/$part/common" ] || { echo "missing: $engine/$part/common"; fail=1; continue; }
  breach "$engine/$part/common" '\.\./(mouche|bete)/' "common includes a game"
  breach "$engine/$part/mouche" '\.\./bete/|bete_[a-z_]*internal\.h' "La Mouche includes La Bete"
  breach "$engine/$part/bete" '\.\./mouche/|(^|[^_])(mouche_internal|ai_internal)\.h' "La Bete includes La Mouche"
done
# nothing left in the flat folders: every source file sits in its layer
loose=$(find "$engine/src" "$engine/ai" -maxdepth 1 -name '*.[ch]')
[ -z "$loose" ] || { echo "outside the folders: $loose"; fail=1; }
[ $fail -eq 0 ] && echo "engine layers: no breach"
exit $fail
