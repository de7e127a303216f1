-- Shared by every scenario (loaded with dofile; wrk runs in this folder):
-- keeps the threads and prints one line bench/run reads. A scenario may name
-- per-thread counters in the global `counters`; their sums are added.

local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function done(summary, latency, requests)
  local extra = ""
  for _, name in ipairs(counters or {}) do
    local total = 0
    for _, thread in ipairs(threads) do
      total = total + (thread:get(name) or 0)
    end
    extra = extra .. string.format(" %s=%d", name, total)
  end
  local errors = summary.errors
  io.write(string.format(
    "RESULT requests=%d duration_us=%d p50_us=%d p99_us=%d status_errors=%d socket_errors=%d%s\n",
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    errors.status, errors.connect + errors.read + errors.write + errors.timeout, extra))
end
