#!/usr/bin/env bash
# Startup against the limit (issue 45; not in CI): a bare SDL2 window of the same size
# (tests/bench/bare_window.c: software renderer into the window's framebuffer, cleared and
# presented once) and `lamouche --bench`, run alternately RUNS times at 1280x800 and 1920x1080
# on one Xvfb screen. Prints each run and the medians of:
#   first frame: from the process's launch (the shell's clock just before exec) to the return of
#     the first SDL_RenderPresent (both programs print the wall clock at that moment); the figure
#     from main() that --bench always printed is given beside it;
#   memory: the peak resident memory of the whole run (VmHWM: the bare window's at its present,
#     lamouche's at the end of its hand, resizes included), and lamouche's VmRSS at its end.
# With a second build (BEFORE), it runs too, between the two others, for a before/after in the
# same minutes. The machine may be shared: alternating keeps the programs under the same load.
# Usage: tests/bench/startup.sh [build/release/src/lamouche] [runs=5] [xvfb server number=700] [BEFORE]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
app=$(realpath "${1:-$here/../../build/release/src/lamouche}")
runs=${2:-5}
server=${3:-700}
before=${4:+$(realpath "$4")}
work=$(mktemp -d /tmp/startup-bench.XXXXXX)
trap 'rm -rf "$work"' EXIT
cc -O2 -o "$work/bare_window" "$here/bare_window.c" $(sdl2-config --cflags --libs)

if [ -z "${STARTUP_BENCH_INNER:-}" ]; then
    STARTUP_BENCH_INNER=1 exec xvfb-run -a -n "$server" -s "-screen 0 1920x1080x24" \
        bash "$0" "$app" "$runs" "$server" $before
fi

# one run: prints "first_ms_from_launch first_ms_from_main hwm_mb rss_mb"
one() { # out-file command...
    local out=$1
    shift
    (
        echo "$EPOCHREALTIME" >"$out.t0"
        exec "$@" >"$out" 2>/dev/null
    ) || true
    python3 - "$out" <<'PY'
import re, sys
out = sys.argv[1]
t0 = float(open(out + ".t0").read().strip().replace(",", ".")) * 1000.0
text = open(out).read()
def num(key):
    m = re.search(r"\b" + key + r"=([0-9.]+)", text)
    return float(m.group(1)) if m else float("nan")
rss = num("rss_mb")
print("%.1f %.1f %.1f %.1f" % (num("first_present_unix_ms") - t0, num("first_frame_ms"), num("hwm_mb"), rss))
PY
}

save="$work/save"
run_app() { # size [binary]
    rm -f "$save"/*.sav "$save"/stats.txt 2>/dev/null || true
    one "$work/app.out" "${2:-$app}" --bench --fresh --seed 4 --players 6 --save-dir "$save" --size "$1"
}
run_bare() { one "$work/bare.out" "$work/bare_window" "$1"; }

echo "startup.sh: $(date -u '+%F %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg), $runs runs each"
for size in 1280x800 1920x1080; do
    # one start of each first, not counted: the files in the page cache, the renderer's
    # answer remembered beside the settings (as at any start after the first)
    run_bare "$size" >/dev/null
    run_app "$size" >/dev/null
    [ -z "$before" ] || run_app "$size" "$before" >/dev/null
    : >"$work/bare.$size"
    : >"$work/app.$size"
    : >"$work/before.$size"
    for i in $(seq "$runs"); do
        b=$(run_bare "$size")
        echo "$b" >>"$work/bare.$size"
        line="  $size run $i: bare $b"
        if [ -n "$before" ]; then
            o=$(run_app "$size" "$before")
            echo "$o" >>"$work/before.$size"
            line="$line | before $o"
        fi
        a=$(run_app "$size")
        echo "$a" >>"$work/app.$size"
        echo "$line | lamouche $a   (launch→present ms, main→present ms, VmHWM MB, VmRSS MB)"
    done
done
python3 - "$work" <<'PY'
import os, statistics, sys
work = sys.argv[1]
def med(path, col):
    return statistics.median(float(l.split()[col]) for l in open(path) if l.strip())
has_before = os.path.getsize(work + "/before.1280x800") > 0
print()
if has_before:
    print("| size | figure | before | ratio | lamouche --bench | bare SDL window | ratio |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
else:
    print("| size | figure | lamouche --bench | bare SDL window | ratio |")
    print("| --- | --- | --- | --- | --- |")
for size in ("1280x800", "1920x1080"):
    a, b, o = work + "/app." + size, work + "/bare." + size, work + "/before." + size
    for name, col in (("first frame from launch, ms", 0), ("first frame from main(), ms", 1),
                      ("peak resident memory (VmHWM), MB", 2), ("resident memory at the end (VmRSS), MB", 3)):
        x, y = med(a, col), med(b, col)
        cells = "%.1f | %.1f | %.2f×" % (x, y, x / y)
        if has_before:
            z = med(o, col)
            cells = "%.1f | %.2f× | %s" % (z, z / y, cells)
        print("| %s | %s | %s |" % (size, name, cells))
PY
