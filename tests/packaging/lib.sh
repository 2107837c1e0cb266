# Helpers shared by the packaging tests (sourced by bash scripts).
# A test exits 77 (CTest's SKIP_RETURN_CODE) only when a tool it needs is
# truly absent, and says which.

fail() { echo "FAIL: $*" >&2; exit 1; }
skip() { echo "SKIPPED: $*" >&2; exit 77; }
need() {   # need TOOL PACKAGE
  command -v "$1" >/dev/null 2>&1 || skip "$1 is not installed (Debian package $2; packaging/deps.sh test installs it)"
}

# A private X server on a display it picks itself (-displayfd), so that tests
# running in parallel never race for a display number.
xvfb_pid=""
start_xvfb() {
  need Xvfb xvfb
  local fifo
  fifo=$(mktemp -u "${TMPDIR:-/tmp}/xvfb-fd.XXXXXX")
  mkfifo "$fifo"
  Xvfb -displayfd 3 -nolisten tcp -screen 0 1280x800x24 3>"$fifo" >/dev/null 2>&1 &
  xvfb_pid=$!
  local display=""
  read -r -t 20 display <"$fifo" || true
  rm -f "$fifo"
  [ -n "$display" ] || fail "Xvfb did not start"
  export DISPLAY=":$display"
}
stop_xvfb() {
  if [ -n "$xvfb_pid" ]; then
    kill "$xvfb_pid" 2>/dev/null || true
    wait "$xvfb_pid" 2>/dev/null || true
    xvfb_pid=""
  fi
}

# run_game LABEL EXPECTED_DATA_PREFIX SAVE_DIR COMMAND...
# Runs two autoplayed hands without animation; checks the exit status, that
# both hands were played, and (with strace) that the fonts and the table
# textures were read from under EXPECTED_DATA_PREFIX, not from anywhere else
# (the source tree, which the binary also knows about, in particular).
run_game() {
  local label=$1 prefix=$2 save=$3
  shift 3
  local log=$save.out trace=$save.trace
  mkdir -p "$save"
  local tracer=()
  if command -v strace >/dev/null 2>&1 && strace -f -qq -o /dev/null true 2>/dev/null; then
    tracer=(strace -f -qq -e trace=open,openat -o "$trace")
  else
    echo "note: strace is absent or cannot trace here: the data folder of $label is not checked" >&2
  fi
  local rc=0
  timeout 180 "${tracer[@]}" "$@" --autoplay --fresh --hands 2 --speed 0 --save-dir "$save" >"$log" 2>&1 || rc=$?
  cat "$log"
  [ "$rc" -eq 0 ] || fail "$label: exit status $rc"
  grep -q "^hand 2 over" "$log" || fail "$label: the two hands were not played"
  grep -q "^game over" "$log" || fail "$label: the game did not end"
  if [ -f "$trace" ]; then
    local opened
    opened=$(grep -E '(serif-regular\.ttf|table/felt\.png)"' "$trace" | grep -v ' = -1' | grep -v O_WRONLY |
             sed -E 's/.*open(at)?\((AT_FDCWD, )?"([^"]*)".*/\3/' | sort -u)
    [ -n "$opened" ] || fail "$label: the game opened no font or texture (strace)"
    echo "$label read its data from:"; echo "$opened" | sed 's/^/  /'
    while IFS= read -r f; do
      case "$f" in "$prefix"/*) ;; *) fail "$label: read $f, outside $prefix" ;; esac
    done <<<"$opened"
  fi
  echo "ok: $label"
}

# run_german LABEL EXPECTED_DATA_PREFIX SAVE_DIR COMMAND...
# Runs one autoplayed hand with LANGUAGE=de; checks that the game spoke German: it read the German
# catalogue from EXPECTED_DATA_PREFIX/locale/de/LC_MESSAGES/lamouche.mo (strace) and posted no
# notice that it could not (a missing locale tree falls back to English, told only in that notice).
run_german() {
  local label=$1 prefix=$2 save=$3
  shift 3
  local log=$save.out trace=$save.trace mo
  mo=$prefix/locale/de/LC_MESSAGES/lamouche.mo
  mkdir -p "$save"
  local tracer=()
  if command -v strace >/dev/null 2>&1 && strace -f -qq -o /dev/null true 2>/dev/null; then
    tracer=(strace -f -qq -e trace=open,openat -o "$trace")
  fi
  local rc=0
  LANGUAGE=de timeout 180 "${tracer[@]}" "$@" --autoplay --fresh --hands 1 --speed 0 --save-dir "$save" >"$log" 2>&1 || rc=$?
  [ "$rc" -eq 0 ] || { cat "$log"; fail "$label in German: exit status $rc"; }
  grep -q "^game over" "$log" || { cat "$log"; fail "$label in German: the game did not end"; }
  if grep -q "could not be read" "$log"; then
    cat "$log"; fail "$label in German: the German catalogue was not read (English shown)"
  fi
  if [ -f "$trace" ]; then
    local read_mo # the paths it opened, as the game wrote them (bin/../share/...)
    read_mo=$(grep -E '/de/LC_MESSAGES/lamouche\.mo"' "$trace" | grep -v ' = -1' |
              sed -E 's/.*open(at)?\((AT_FDCWD, )?"([^"]*)".*/\3/' | sort -u)
    [ -n "$read_mo" ] && [ "$(realpath -m "$read_mo")" = "$(realpath -m "$mo")" ] ||
      { grep -F 'lamouche.mo' "$trace" >&2; fail "$label in German: $mo was not read"; }
  fi
  echo "ok: $label in German (read $mo)"
}
