#!/usr/bin/env bash
# The template game (docs/adding-a-game.md) lives in its two folders, engine/src/template/ and
# src/games/template/, and touches nothing else of src/ and engine/ but one registry line in each
# registry: the engine's CMake and its list of games, the app's CMake and its list of games. Its
# strings stand in core/i18n.h (S_*TEMPLATE* lines) until the game's strings move to its own
# catalogue. So adding a game takes no change to a shared file: if it did, the interface is at fault.
# Prints each line found elsewhere; exits 1 if there is one.
# Usage: tests/app/template_confined.sh PROJECT_DIR
set -u
cd "${1:?usage: $0 PROJECT_DIR}" || exit 2
[ -d engine/src/template ] && [ -d src/games/template ] || { echo "no template game's folders"; exit 1; }
# each registry and the one line it may have
registry="engine/CMakeLists.txt:include(src/template/template.cmake)
engine/src/common/cardgame.c:X(template_cardgame)
src/CMakeLists.txt:include(games/template/template.cmake)
src/games/games.h:X(GAME_TEMPLATE, template_backend, NULL, NULL)"
fail=0
found=$(grep -rinI template src engine | grep -v -e '^engine/src/template/' -e '^src/games/template/')
while IFS= read -r hit; do
    [ -n "$hit" ] || continue
    file=${hit%%:*}
    line=$(printf '%s\n' "$hit" | cut -d: -f3- | sed 's/^ *//; s/ *\\$//; s/ *$//')
    if [ "$file" = src/core/i18n.h ] && printf '%s\n' "$line" | grep -Eq '^X\(S_[A-Z_]*TEMPLATE[A-Z_]*,'; then
        continue
    fi
    if printf '%s\n' "$registry" | grep -Fxq "$file:$line"; then
        continue
    fi
    echo "outside the template's folders: $hit"
    fail=1
done <<<"$found"
# every registry has its line, once
while IFS= read -r entry; do
    file=${entry%%:*}
    n=$(grep -ciI template "$file")
    [ "$n" -eq 1 ] || { echo "$file: $n lines name the template, not its one registry line"; fail=1; }
done <<<"$registry"
[ $fail -eq 0 ] && echo "template confined: its folders, 4 registry lines and its strings"
exit $fail
