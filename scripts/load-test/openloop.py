"""Open-loop HTTP load on 127.0.0.1: requests start at a fixed rate whatever the server does
(no coordinated omission), each on its own connection; latency counts from the scheduled
start. Prints one JSON line: sent, statuses, errors, p50/p99/p99.9 latency."""
import asyncio, json, sys, time

async def one(host, port, path, scheduled, results, timeout):
    try:
        reader, writer = await asyncio.wait_for(asyncio.open_connection(host, port), timeout)
        writer.write(f"GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n".encode())
        await writer.drain()
        data = await asyncio.wait_for(reader.read(), timeout)
        writer.close()
        status = int(data.split(b" ", 2)[1]) if data.startswith(b"HTTP/") else -1
        results.append((status, time.monotonic() - scheduled))
    except Exception:
        results.append((0, time.monotonic() - scheduled))

async def main(host, port, path, rate, seconds, max_open):
    assert host.startswith("127.") or host == "localhost", "loopback only"
    results, tasks, dropped = [], set(), 0
    start = time.monotonic()
    total = int(rate * seconds)
    for i in range(total):
        scheduled = start + i / rate
        delay = scheduled - time.monotonic()
        if delay > 0:
            await asyncio.sleep(delay)
        if len(tasks) >= max_open:
            dropped += 1
            continue
        t = asyncio.create_task(one(host, port, path, scheduled, results, 30))
        tasks.add(t)
        t.add_done_callback(tasks.discard)
    if tasks:
        await asyncio.wait(tasks, timeout=35)
    elapsed = time.monotonic() - start
    statuses = {}
    for s, _ in results:
        statuses[str(s)] = statuses.get(str(s), 0) + 1
    ok = sorted(l for s, l in results if s == 200)
    def pct(p):
        return round(ok[min(len(ok) - 1, int(len(ok) * p / 100))] * 1000, 2) if ok else None
    print("OPENJSON " + json.dumps({"rate": rate, "sent": total - dropped, "client_dropped": dropped, "seconds": round(elapsed, 2),
                                    "ok_per_s": round(len(ok) / elapsed, 1), "statuses": statuses,
                                    "errors": statuses.get("0", 0), "p50_ms": pct(50), "p99_ms": pct(99), "p999_ms": pct(99.9)}))

if __name__ == "__main__":
    host, port, path, rate, seconds = sys.argv[1], int(sys.argv[2]), sys.argv[3], float(sys.argv[4]), float(sys.argv[5])
    asyncio.run(main(host, port, path, rate, seconds, 2000))
