"""Scans a short link exactly N times over C keep-alive connections, as a
phone's browser would (its redirect is not followed), and prints how many
answers were redirects: the shop must count exactly that many scans.

python3 bench/scan-exactly.py N C URL USER-AGENT
"""
import http.client
import sys
import threading
from urllib.parse import urlsplit

total, connections, url, agent = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4]
parts = urlsplit(url)
redirects = [0] * connections


def scan(index: int, count: int) -> None:
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=30)
    for _ in range(count):
        connection.request("GET", parts.path, headers={"User-Agent": agent})
        response = connection.getresponse()
        response.read()
        if response.status == 302:
            redirects[index] += 1
    connection.close()


shares = [total // connections + (1 if i < total % connections else 0) for i in range(connections)]
threads = [threading.Thread(target=scan, args=(i, share)) for i, share in enumerate(shares)]
for thread in threads:
    thread.start()
for thread in threads:
    thread.join()
print(sum(redirects))
