-- A plain GET of the URL on wrk's command line (headers such as the admin's
-- cookie come with -H).
dofile("report.lua")
