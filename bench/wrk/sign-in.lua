-- Sign-ins with the correct password, as the browser sends them, each as
-- one of BENCH_ACCOUNTS seeded accounts drawn at random: sign-ins are
-- throttled per account and address, so one account over and over would
-- measure refusals. Every success starts a new session.
dofile("report.lua")

local accounts = tonumber(os.getenv("BENCH_ACCOUNTS"))
local password = os.getenv("BENCH_ACCOUNT_PASSWORD")

wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Origin"] = os.getenv("BENCH_ORIGIN")

function init(args)
  math.randomseed(os.time() + tonumber(tostring({}):match("0x(%x+)"), 16))
end

function request()
  local body = string.format('{"email":"bench-%d@primecards.test","password":"%s"}',
    math.random(0, accounts - 1), password)
  return wrk.format(nil, nil, nil, body)
end
