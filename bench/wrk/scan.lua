-- A scan of a printed QR code: a GET of its short link from a phone's
-- browser (the redirect itself is not followed).
dofile("report.lua")

wrk.headers["User-Agent"] = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1"
