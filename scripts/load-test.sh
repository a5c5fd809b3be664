#!/usr/bin/env bash
# Load test of backplate-server on 127.0.0.1 only; every phase is bounded in time and the
# script stops what it started. Installs wrk, nginx and chromium (apt-get) and resvg-py,
# skia-python and websocket-client (pip, into .tools/loadtest-python) when missing.
#
#   DURATION=300 bash scripts/load-test.sh     # seconds per saturation / overload phase
#   SHORT=30                                   # seconds per nginx and cache phase
#   ALT_SECONDS=20                             # seconds per alternative engine
#   SERVER_BIN=path                            # a server already built (default: a release build)
# Results: .build/load-test/summary.txt (and the raw JSON lines beside it).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
DURATION=${DURATION:-300}
SHORT=${SHORT:-30}
export ALT_SECONDS=${ALT_SECONDS:-20}
out="$root/.build/load-test"
mkdir -p "$out"
cores=$(nproc)
path='/cards/social.png?title=Load%20test&subtitle=Rendered%20by%20Backplate'

need=()
command -v wrk >/dev/null || need+=(wrk)
command -v nginx >/dev/null || need+=(nginx)
command -v chromium >/dev/null || need+=(chromium)
if [ ${#need[@]} -gt 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi
pylib="$root/.tools/loadtest-python"
if [ ! -d "$pylib/resvg_py" ] || [ ! -d "$pylib/websocket" ] || ! ls "$pylib"/skia*.so >/dev/null 2>&1; then
    python3 -m pip install --quiet --disable-pip-version-check --target "$pylib" resvg-py skia-python websocket-client >/dev/null 2>&1 \
        || echo "load-test: resvg-py/skia-python/websocket-client did not install; those comparisons are skipped" >&2
fi
[ -d "$root/.fonts" ] || bash scripts/install-deps.sh >/dev/null
if [ -z "${SERVER_BIN:-}" ]; then
    swift build -c release --product backplate-server 2>&1 | grep -v 'prohibited flag' | tail -2
fi
bin="${SERVER_BIN:-$root/.build/release/backplate-server}"

pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; wait 2>/dev/null || true; }
trap cleanup EXIT

# start_server PORT WORKERS [options...]: starts a server, waits until it listens.
start_server() {
    local port=$1 workers=$2; shift 2
    "$bin" --port "$port" --workers "$workers" --log-level warning "$@" >"$out/server-$port.log" 2>&1 &
    pids+=($!)
    server_pid=$!
    for _ in $(seq 100); do grep -q "listening on" "$out/server-$port.log" && return 0; sleep 0.1; done
    echo "load-test: the server on $port did not start" >&2; cat "$out/server-$port.log" >&2; exit 1
}
stop_server() { kill "$1"; wait "$1" 2>/dev/null || true; }
cpu_seconds() { awk -v t="$(getconf CLK_TCK)" '{ split($0, a, ") "); split(a[2], f, " "); print (f[12] + f[13]) / t }' "/proc/$1/stat"; }
# sample_rss PID FILE SECONDS: resident memory in MiB once a second, in the background.
sample_rss() {
    ( for _ in $(seq "$3"); do awk '/VmRSS/ { printf "%.1f\n", $2 / 1024 }' "/proc/$1/status" 2>/dev/null || break; sleep 1; done ) >"$2" &
}
rss_summary() { sort -n "$1" | awk '{ v[NR] = $1 } END { if (NR) printf "rss MiB: start %.0f, median %.0f, max %.0f, end %.0f", v[1], v[int((NR + 1) / 2)], v[NR], v[NR] }'; echo " (samples: $(wc -l <"$1"))"; }
wrk_run() { wrk -t2 -c"$1" -d"$2"s --timeout 30s -s scripts/load-test/report.lua "http://127.0.0.1:$3$path" | grep WRKJSON | cut -d' ' -f2-; }

summary="$out/summary.txt"
: >"$summary"
say() { echo "$*" | tee -a "$summary"; }
say "backplate-server load test, $(date -u +%Y-%m-%dT%H:%MZ), $cores cores, $(uname -r)"

# 1. Saturation: closed loop, 2 connections per worker, every request rendered (no cache).
start_server 18080 "$cores" --cache-mb 0
curl -sf -o "$out/card.png" "http://127.0.0.1:18080$path"
curl -sf -o "$out/card.svg" "http://127.0.0.1:18080${path/social.png/social.svg}"
sample_rss "$server_pid" "$out/rss-saturation.txt" "$DURATION"
c0=$(cpu_seconds "$server_pid")
sat=$(wrk_run $((2 * cores)) "$DURATION" 18080)
c1=$(cpu_seconds "$server_pid")
say "saturation (wrk, $((2 * cores)) connections, ${DURATION}s, no cache): $sat"
requests=$(echo "$sat" | python3 -c 'import json,sys; print(json.load(sys.stdin)["requests"])')
rps=$(echo "$sat" | python3 -c 'import json,sys; print(json.load(sys.stdin)["rps"])')
say "  server CPU per card: $(python3 -c "print(round(($c1 - $c0) / max(1, $requests) * 1000, 2))") ms; $(rss_summary "$out/rss-saturation.txt")"

# 2. Twice the saturating rate, open loop (each request on time whatever the server does).
rate=$(python3 -c "print(round(2 * $rps, 1))")
sample_rss "$server_pid" "$out/rss-overload.txt" "$DURATION"
over=$(python3 scripts/load-test/openloop.py 127.0.0.1 18080 "$path" "$rate" "$DURATION" | grep OPENJSON | cut -d' ' -f2-)
say "overload (open loop at $rate req/s = 2x saturation, ${DURATION}s): $over"
say "  $(rss_summary "$out/rss-overload.txt")"
stop_server "$server_pid"

# 3. The same card from the response cache.
start_server 18080 "$cores"
say "cached (wrk, 16 connections, ${SHORT}s, same URL): $(wrk_run 16 "$SHORT" 18080)"
stop_server "$server_pid"

# 4. Scaling out: one process with every core against two processes behind nginx.
start_server 18080 "$cores" --cache-mb 0
say "one process ($cores workers), ${SHORT}s: $(wrk_run $((2 * cores)) "$SHORT" 18080)"
stop_server "$server_pid"
half=$(( cores / 2 > 0 ? cores / 2 : 1 ))
start_server 18081 "$half" --cache-mb 0
start_server 18082 "$half" --cache-mb 0
cat >"$out/nginx.conf" <<NGINX
worker_processes 1;
pid $out/nginx.pid;
error_log $out/nginx-error.log;
events { worker_connections 1024; }
http {
    access_log off;
    upstream backplate { least_conn; server 127.0.0.1:18081; server 127.0.0.1:18082; keepalive 16; }
    server {
        listen 127.0.0.1:18090;
        location / { proxy_pass http://backplate; proxy_http_version 1.1; proxy_set_header Connection ""; }
    }
}
NGINX
nginx -c "$out/nginx.conf" -p "$out" -g 'daemon off;' &
pids+=($!)
sleep 1
say "two processes ($half workers each) behind nginx, ${SHORT}s: $(wrk_run $((2 * cores)) "$SHORT" 18090)"

# 5. The alternatives, one core each, on the same card.
PYTHONPATH="$pylib" python3 scripts/load-test/alternatives.py "$out/card.svg" | grep ALTJSON | cut -d' ' -f2- | while read -r line; do say "alternative: $line"; done
echo "load-test: results in $summary"
