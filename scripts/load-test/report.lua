-- wrk script: counts responses by status and prints one JSON line with the throughput and
-- the latency percentiles (p50, p99, p99.9) when the run ends.
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  statuses = {}
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, requests)
  local counts = {}
  for _, thread in ipairs(threads) do
    local s = thread:get("statuses")
    for code, n in pairs(s) do counts[code] = (counts[code] or 0) + n end
  end
  local parts = {}
  for code, n in pairs(counts) do table.insert(parts, string.format('"%d":%d', code, n)) end
  local e = summary.errors
  io.write(string.format(
    'WRKJSON {"requests":%d,"seconds":%.3f,"rps":%.1f,"p50_ms":%.2f,"p99_ms":%.2f,"p999_ms":%.2f,"max_ms":%.2f,' ..
    '"socket_errors":%d,"statuses":{%s}}\n',
    summary.requests, summary.duration / 1e6, summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, latency:percentile(99.9) / 1000, latency.max / 1000,
    e.connect + e.read + e.write + e.timeout, table.concat(parts, ",")))
end
