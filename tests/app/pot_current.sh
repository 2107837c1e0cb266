#!/bin/sh
# po/lamouche.pot is current: xgettext, run with the `pot` target's arguments, remakes it equal but for
# its creation date. Usage: pot_current.sh <po/lamouche.pot> <work folder> <xgettext> <its arguments...> <i18n.h>
set -eu
pot=$1
work=$2
shift 2
mkdir -p "$work"
"$@" -o "$work/remade.pot"
grep -v '^"POT-Creation-Date:' "$pot" >"$work/kept.pot"
grep -v '^"POT-Creation-Date:' "$work/remade.pot" >"$work/fresh.pot"
if ! diff -u "$work/kept.pot" "$work/fresh.pot"; then
    echo "FAIL: $pot is behind the sources (lines + are missing from it): rebuild it with the pot target" \
        "(cmake --build <build> --target pot)"
    exit 1
fi
echo "po/lamouche.pot is current: $(grep -c '^msgid ' "$pot") strings"
