-- Sign-in with the correct password of the benchmark's administrator, as
-- the browser sends it. Every success starts a new session.
dofile("report.lua")

wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Origin"] = os.getenv("BENCH_ORIGIN")
wrk.body = string.format('{"email":"%s","password":"%s"}',
  os.getenv("BENCH_ADMIN_EMAIL"), os.getenv("BENCH_ADMIN_PASSWORD"))
