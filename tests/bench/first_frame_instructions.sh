#!/usr/bin/env bash
# The first frame in instructions, not time (issue 45; not in CI): on a shared machine the wall
# clock is the load's, callgrind's count is not. lamouche (--bench's table, and the title of a plain
# start) and the bare SDL window of tests/bench/startup.sh, each under callgrind from the process's
# first instruction (the dynamic loader's) to the return of its first SDL_RenderPresent (the first
# dump of --dump-after=SDL_RenderPresent; the run is then stopped), at 1280x800 and 1920x1080 on one
# Xvfb screen. A start of each, not counted, comes first (the renderer's answer and the first
# frame's pictures kept, as at any start after the first). Prints the totals, the ratios, and the
# callgrind files' folder (callgrind_annotate --inclusive=yes FILE for where they go).
# Usage: tests/bench/first_frame_instructions.sh [build/release/src/lamouche] [xvfb server number=702]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
app=$(realpath "${1:-$here/../../build/release/src/lamouche}")
server=${2:-702}
command -v valgrind >/dev/null || { echo "valgrind is needed (apt-get install valgrind)"; exit 77; }
if [ -z "${FIRST_FRAME_INNER:-}" ]; then
    FIRST_FRAME_INNER=1 exec xvfb-run -a -n "$server" -s "-screen 0 1920x1080x24" bash "$0" "$app" "$server"
fi
work=$(mktemp -d /tmp/first-frame.XXXXXX)
cc -O2 -o "$work/bare_window" "$here/bare_window.c" $(sdl2-config --cflags --libs)

# counted OUT CMD...: the instructions up to the first present
counted() {
    local out=$1
    shift
    valgrind --tool=callgrind --dump-after=SDL_RenderPresent --callgrind-out-file="$out" "$@" >/dev/null 2>&1 &
    local pid=$! i
    for i in $(seq 2400); do # (a first frame under callgrind takes seconds; 20 min at most)
        [ -e "$out.1" ] && break
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.5
    done
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    sed -n 's/^summary: //p; s/^totals: //p' "$out.1" | head -1
}

echo "first_frame_instructions.sh: $(date -u '+%F %H:%M UTC'), $app"
printf '| size | bare SDL window | lamouche --bench (table) | ratio | lamouche (title) | ratio |\n| --- | --- | --- | --- | --- | --- |\n'
for size in 1280x800 1920x1080; do
    bench=(--bench --fresh --seed 4 --players 6 --save-dir "$work/bench" --size "$size")
    title=(--save-dir "$work/title" --size "$size")
    timeout 120 "$app" "${bench[@]}" >/dev/null 2>&1 || true # (the uncounted starts)
    for i in 1 2; do # (the very first start opens the guided hand, not the title)
        timeout 10 "$app" "${title[@]}" >/dev/null 2>&1 || true
    done
    rm -f "$work/bench"/*.sav "$work/bench"/stats.txt
    b=$(counted "$work/bare.$size" "$work/bare_window" "$size")
    a=$(counted "$work/bench.$size" "$app" "${bench[@]}")
    t=$(counted "$work/title.$size" "$app" "${title[@]}")
    python3 -c "import sys; b, a, t = map(int, sys.argv[1:]); print('| %s | %.1f M | %.1f M | %.2f× | %.1f M | %.2f× |' % ('$size', b / 1e6, a / 1e6, a / b, t / 1e6, t / b))" "$b" "$a" "$t"
done
echo "callgrind files: $work"
