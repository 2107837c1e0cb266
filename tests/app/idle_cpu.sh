#!/bin/sh
# CPU the app spends while the human thinks, by the kernel's accounting: starts a new game (seed 4, 6 players)
# from the title screen, waits until the table asks the human and no frame has been presented for 3 s, then
# reads utime+stime (fields 14 and 15 of /proc/PID/stat, clock ticks) over 10 s. It prints, it does not assert:
# the goal is 0 ticks. The renderer and the audio driver are the environment's (SDL_RENDER_DRIVER,
# SDL_AUDIODRIVER). Runs itself under xvfb-run when no display is set.
# Usage: idle_cpu.sh LAMOUCHE [WORKDIR] [SECONDS]
app=$1 work=${2:-/tmp/lamouche-idle-cpu} secs=${3:-10}
[ -n "$app" ] || { echo "usage: idle_cpu.sh LAMOUCHE [WORKDIR] [SECONDS]"; exit 2; }
if [ -z "$DISPLAY" ]; then
    exec xvfb-run -a -n "${LAMOUCHE_XVFB_NUM:-99}" -s "-screen 0 1920x1080x24" sh "$0" "$app" "$work" "$secs"
fi
fail() { echo "idle_cpu: $*"; kill "$pid" 2>/dev/null; exit 1; }
rm -rf "$work" && mkdir -p "$work/save" || exit 1
log=$work/frames.log
LAMOUCHE_NO_DIALOG=1 "$app" --fresh --seed 4 --players 6 --save-dir "$work/save" --size 1920x1080 \
    --frame-log "$log" >"$work/out.txt" 2>&1 &
pid=$!
i=0
until grep -q '^frame' "$log" 2>/dev/null; do
    [ $i -lt 300 ] || fail "no frame was presented"
    sleep 0.1
    i=$((i + 1))
done
win=$(xdotool search --name '^La Mouche$' 2>/dev/null | head -n 1)
[ -n "$win" ] || fail "no window"
xdotool mousemove --window "$win" 640 300 # no window manager: focus follows the pointer
sleep 0.3
xdotool key n # the title screen's "New game"
sleep 0.6
xdotool key Return # its panel's Start
sleep 0.6
# a player who has never finished a hand is offered the guided hand: "Play now" (Escape)
grep -q "Your first game of" "$work/out.txt" && xdotool key Escape
# the human's turn: the last frame asks a decision of the human, and nothing was presented for 3 s
i=0 still=0 lines=0
while [ $still -lt 30 ]; do
    [ $i -lt 600 ] || fail "the table never waited for the human (last: $(tail -n 1 "$log"))"
    sleep 0.1
    i=$((i + 1))
    n=$(wc -l <"$log")
    phase=$(grep '^frame' "$log" | tail -n 1 | cut -d' ' -f4)
    case $phase in declare | answer | trump | play | bid | curieuse) ;; *) phase= ;; esac
    if [ -n "$phase" ] && [ "$n" -eq "$lines" ]; then still=$((still + 1)); else still=0; fi
    lines=$n
done
ticks() { awk '{ print $14 + $15 }' "/proc/$pid/stat"; }
# per thread: "name ticks" (the name may hold spaces: the fields are counted from the end)
threads() { for t in /proc/$pid/task/*; do echo "$(cat "$t/comm" | tr ' ' _) $(sed 's/.*) //' "$t/stat" | awk '{ print $12 + $13 }')"; done; }
t0=$(ticks)
threads >"$work/threads0.txt"
sleep "$secs"
t1=$(ticks)
threads >"$work/threads1.txt"
frames=$(($(wc -l <"$log") - lines))
threads=$(ls "/proc/$pid/task" | wc -l)
kill "$pid" 2>/dev/null
wait "$pid" 2>/dev/null
echo "idle_cpu: phase=$phase seconds=$secs ticks=$((t1 - t0)) (utime+stime, $(getconf CLK_TCK)/s)" \
    "log_lines_meanwhile=$frames threads=$threads audio=${SDL_AUDIODRIVER:-default}" \
    "renderer=${SDL_RENDER_DRIVER:-default}"
# the threads that ran meanwhile
paste -d' ' "$work/threads0.txt" "$work/threads1.txt" | awk '$4 - $2 > 0 { print "idle_cpu:   thread " $1 " ticks=" $4 - $2 }'
grep -i 'audio' "$work/out.txt"
exit 0
