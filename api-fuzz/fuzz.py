"""Fuzzes the live shop API with schemathesis, from the API's own OpenAPI
document, as a guest, as a signed-in customer and as an admin.

The run fails when schemathesis finds a server error (5xx) or an answer
that breaks the document (status code, content type, headers or body
schema), or when fewer than MIN_REQUESTS requests were sent in all.
"""

import argparse
import collections
import concurrent.futures
import email
import email.policy
import json
import os
import re
import secrets
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

CHECKS = ",".join(
    [
        "not_a_server_error",
        "status_code_conformance",
        "content_type_conformance",
        "response_headers_conformance",
        "response_schema_conformance",
    ]
)
MIN_REQUESTS = 2000
COOKIE_NAME = "primecards_session"
SEED = "20261123"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def request(base, method, path, body=None, cookie=None):
    """One JSON call as the shop's own front end makes it."""
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(base + path, data=data, method=method)
    req.add_header("Origin", base)
    if data is not None:
        req.add_header("Content-Type", "application/json")
    if cookie:
        req.add_header("Cookie", f"{COOKIE_NAME}={cookie}")
    try:
        with urllib.request.urlopen(req, timeout=10) as answer:
            status, headers, payload = answer.status, answer.headers, answer.read()
    except urllib.error.HTTPError as error:
        status, headers, payload = error.code, error.headers, error.read()
    session = None
    for header in headers.get_all("Set-Cookie") or []:
        match = re.match(rf"{COOKIE_NAME}=([^;]*)", header)
        if match:
            session = match.group(1)
    return status, payload, session


def wait_until_healthy(base, shop, timeout=60.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if shop.poll() is not None:
            sys.exit(f"shop-api exited with {shop.returncode} before it was ready")
        try:
            if request(base, "GET", "/api/healthz")[0] == 200:
                return
        except OSError:
            pass
        time.sleep(0.1)
    sys.exit("shop-api did not become healthy in time")


def sign_in(base, mail, password):
    status, payload, session = request(
        base, "POST", "/api/auth/sign-in", {"email": mail, "password": password}
    )
    if status != 200 or not session:
        sys.exit(f"sign-in of {mail} failed: {status} {payload[:200]!r}")
    return session


def activation_token(mail_dir: Path, address: str, timeout=30.0) -> str:
    """The token of the activation link the shop mailed (as an .eml file)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for path in sorted(mail_dir.glob("*.eml")):
            message = email.message_from_bytes(path.read_bytes(), policy=email.policy.default)
            if address not in str(message["To"]):
                continue
            text = message.get_body(preferencelist=("plain",)).get_content()
            match = re.search(r"/activate\?email=[^&\s]+&token=([^\s&]+)", text)
            if match:
                return match.group(1)
        time.sleep(0.2)
    sys.exit(f"no activation mail for {address}")


def customer_session(base, mail_dir: Path):
    address = "fuzz-kunde@primecards.test"
    password = secrets.token_urlsafe(12)
    status, payload, _ = request(
        base,
        "POST",
        "/api/auth/sign-up",
        {"companyName": "Fuzz GmbH", "email": address, "phone": "0170 1234567", "password": password},
    )
    if status != 201:
        sys.exit(f"sign-up failed: {status} {payload[:200]!r}")
    token = activation_token(mail_dir, address)
    status, payload, _ = request(
        base, "POST", "/api/users/activate-user", {"email": address, "token": token}
    )
    if status != 200:
        sys.exit(f"activation failed: {status} {payload[:200]!r}")
    return sign_in(base, address, password)


def run_schemathesis(st, base, label, session, examples, report_dir: Path):
    har = report_dir / f"{label}.har"
    command = [
        st,
        "run",
        f"{base}/api/openapi.json",
        "--checks",
        CHECKS,
        "--max-examples",
        str(examples),
        "--seed",
        SEED,
        # One worker: hypothesis' lambda-source cache is not thread-safe.
        "--workers",
        "1",
        "--request-timeout",
        "20",
        "--header",
        f"Origin: {base}",
        "--report",
        "har",
        "--report-har-path",
        str(har),
        "--no-color",
    ]
    if session:
        command += ["--header", f"Cookie: {COOKIE_NAME}={session}"]
        # Signing out would end the very session this run is about.
        command += ["--exclude-path", "/auth/logout"]
    output = report_dir / f"{label}.log"
    with output.open("w") as log:
        code = subprocess.call(command, stdout=log, stderr=subprocess.STDOUT)
    print(f"\n=== schemathesis as {label} ===\n{output.read_text()}", flush=True)
    entries = json.loads(har.read_text())["log"]["entries"] if har.exists() else []
    statuses = collections.Counter(entry["response"]["status"] for entry in entries)
    return code, len(entries), statuses


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary", help="path to the shop-api binary")
    parser.add_argument("--st", required=True, help="path to the schemathesis CLI")
    parser.add_argument("--examples", type=int, default=30, help="test cases per operation and phase")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="primecards-fuzz-") as tmp:
        work = Path(tmp)
        port = free_port()
        base = f"http://127.0.0.1:{port}"
        admin_email = "fuzz-admin@primecards.test"
        admin_password = secrets.token_urlsafe(16)
        static_dir = work / "dist"
        static_dir.mkdir()
        (static_dir / "index.html").write_text("<!doctype html><title>PrimeCards</title>")
        env = dict(
            os.environ,
            DATABASE_URL=f"sqlite://{work / 'shop.db'}",
            SHOP_BIND=f"127.0.0.1:{port}",
            SHOP_PUBLIC_URL=base,
            SHOP_DATA_DIR=str(work / "data"),
            SHOP_STATIC_DIR=str(static_dir),
            SHOP_DEMO_DATA="true",
            SHOP_PAYMENT_PROVIDER="local",
            SHOP_ADMIN_EMAIL=admin_email,
            SHOP_ADMIN_PASSWORD=admin_password,
            RUST_LOG="warn",
        )
        for name in ("SMTP_URL", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "CLOUDINARY_URL"):
            env.pop(name, None)
        log = open(work / "shop.log", "wb")
        shop = subprocess.Popen([args.binary], env=env, stdout=log, stderr=subprocess.STDOUT)
        try:
            wait_until_healthy(base, shop)
            sessions = {
                "guest": None,
                "customer": customer_session(base, work / "data" / "mail"),
                "admin": sign_in(base, admin_email, admin_password),
            }
            # The three runs are separate processes against one shop, so they run side by
            # side (the shop serves concurrent clients anyway); each prints once it is done.
            with concurrent.futures.ThreadPoolExecutor(len(sessions)) as pool:
                futures = {
                    label: pool.submit(run_schemathesis, args.st, base, label, session, args.examples, work)
                    for label, session in sessions.items()
                }
                results = {label: future.result() for label, future in futures.items()}
        finally:
            shop.terminate()
            try:
                shop.wait(timeout=15)
            except subprocess.TimeoutExpired:
                shop.kill()
            log.close()

        total = sum(count for _, count, _ in results.values())
        server_errors = sum(
            n for _, _, statuses in results.values() for status, n in statuses.items() if status >= 500
        )
        print("\nAPI fuzzing summary")
        for label, (code, count, statuses) in results.items():
            histogram = ", ".join(f"{status}: {n}" for status, n in sorted(statuses.items()))
            print(f"  {label:<9} {count:>6} requests  exit {code}  ({histogram})")
        print(f"  total     {total:>6} requests, {server_errors} server errors")
        failed = [label for label, (code, _, _) in results.items() if code != 0]
        if failed or server_errors or total < MIN_REQUESTS:
            if total < MIN_REQUESTS:
                print(f"FAILED: only {total} requests, at least {MIN_REQUESTS} are required")
            if failed:
                print(f"FAILED: schemathesis found problems as {', '.join(failed)}")
            if server_errors:
                print(f"FAILED: {server_errors} server errors")
                print((work / "shop.log").read_text()[-4000:])
            sys.exit(1)
        print("OK")


if __name__ == "__main__":
    main()
