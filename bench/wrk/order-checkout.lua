-- What "Jetzt bezahlen" sends for a guest: POST create-order (no cookie, so
-- a new browser session), then POST create-checkout-session for that order
-- with the session cookie the first answer set (local test payment provider).
-- Answers of create-order queue their checkout; whichever connection is free
-- next sends it, so connections keep no state of their own. An order counts
-- once its checkout session is open.
--
-- Every request closes its connection: bench/run preloads spread-sources.so,
-- which gives each new connection its own loopback source address, so the
-- shop's per-address order limit (60 an hour) sees many customers, not one.
dofile("report.lua")

counters = { "orders", "checkouts", "failures" }

local json = {
  ["Content-Type"] = "application/json",
  ["Origin"] = os.getenv("BENCH_ORIGIN"),
  ["Connection"] = "close",
}
local order_body = [[{"orderType":"Normal","userId":null,"orderLines":[{"productId":2,
"productType":"PrimeProd","qte":2,"processingType":"Magnete einzeln in LDPE Tütchen verpackt (+25€)",
"remarks":"","musterNumber":"","template":"pizza","address":"Hauptstr. 1, 41061 Mönchengladbach",
"phone":"+49 2161 123456","url":"www.pizzeria-roma.de","cardLogo":"]] .. os.getenv("BENCH_LOGO_URL") .. [["}],
"shippingInfo":{"responsableName":"Maria Rossi","companyName":"Pizzeria Roma",
"email":"gast@pizzeria-roma.de","phone":"02161 123456","shippingAddress":"Hauptstr. 1",
"zipCode":"41061","city":"Mönchengladbach"}}]]

local pending = {}

function init(args)
  orders = 0
  checkouts = 0
  failures = 0
end

function request()
  local checkout = table.remove(pending)
  if checkout then
    return checkout
  end
  return wrk.format("POST", "/api/orderLine/create-order", json, order_body)
end

function response(status, headers, body)
  if status == 201 then
    local id = body:match('"id":(%d+)')
    local cookie = (headers["set-cookie"] or headers["Set-Cookie"] or ""):match("primecards_session=[^;]+")
    if id and cookie then
      orders = orders + 1
      local with_cookie = { Cookie = cookie }
      for name, value in pairs(json) do
        with_cookie[name] = value
      end
      table.insert(pending, wrk.format("POST", "/api/orderLine/create-checkout-session",
        with_cookie, '{"orderId":' .. id .. '}'))
    else
      failures = failures + 1
    end
  elseif status == 200 and body:find('"url"', 1, true) then
    checkouts = checkouts + 1
  else
    failures = failures + 1
  end
end
