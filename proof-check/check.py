"""Checks print proofs with tools that did not make them.

For every sample named in expected.json (or, with --expect-fail, in a
manifest of wrong expectations, each of which must be caught):
- pdfinfo -box: MediaBox = BleedBox = the product plus 2 mm bleed, TrimBox the product;
- pdffonts: every font embedded (pages with text must have one);
- pdfimages -list: exactly one raster image per page (the logo), embedded at
  no more than 600 dpi at its printed size, and at least a page's `minDpi`
  where the upload was that sharp;
- pdftoppm at 150 and 600 dpi, then zxing-cpp: each page's QR code decodes to
  exactly the expected text.
"""

import importlib.metadata
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import zxingcpp
from PIL import Image

MM_PER_POINT = 25.4 / 72
TOLERANCE_MM = 0.01
# The shop embeds a logo at no more than this (pdfimages rounds to whole ppi).
MOST_DPI = 600


def run(*command: str) -> str:
    return subprocess.run(command, check=True, capture_output=True, text=True).stdout


def boxes(pdf: Path, page: int) -> dict[str, list[float]]:
    found = {}
    for line in run("pdfinfo", "-box", "-f", str(page), "-l", str(page), str(pdf)).splitlines():
        match = re.match(r"Page\s+\d+\s+(\w+):\s+([-\d.\s]+)$", line)
        if match:
            found[match.group(1)] = [float(n) * MM_PER_POINT for n in match.group(2).split()]
    return found


def close(actual: list[float], expected: list[float]) -> bool:
    return len(actual) == len(expected) and all(abs(a - e) < TOLERANCE_MM for a, e in zip(actual, expected))


def fonts(pdf: Path, page: int) -> list[tuple[str, str]]:
    rows = run("pdffonts", "-f", str(page), "-l", str(page), str(pdf)).splitlines()[2:]
    # name type encoding emb sub uni object ID: 'emb' is the fourth column from the right.
    return [(row.split()[0], row.split()[-5]) for row in rows if row.strip()]


def images(pdf: Path, page: int) -> list[tuple[str, int, int]]:
    """Each raster image of the page: its type and its x and y ppi at the size drawn."""
    rows = run("pdfimages", "-list", "-f", str(page), "-l", str(page), str(pdf)).splitlines()[2:]
    # page num type width height color comp bpc enc interp object ID x-ppi y-ppi size ratio
    return [(row.split()[2], int(row.split()[12]), int(row.split()[13])) for row in rows if row.strip()]


def qr_texts(pdf: Path, page: int, dpi: int) -> list[str]:
    with tempfile.TemporaryDirectory() as scratch:
        prefix = Path(scratch) / "page"
        run("pdftoppm", "-r", str(dpi), "-gray", "-png", "-singlefile",
            "-f", str(page), "-l", str(page), str(pdf), str(prefix))
        with Image.open(f"{prefix}.png") as picture:
            return [result.text for result in zxingcpp.read_barcodes(picture)
                    if result.format == zxingcpp.BarcodeFormat.QRCode]


def check(pdf: Path, pages: list[dict], kinds: dict) -> list[str]:
    problems = []
    count = int(re.search(r"Pages:\s+(\d+)", run("pdfinfo", str(pdf))).group(1))
    if count != len(pages):
        return [f"{count} page(s), expected {len(pages)}"]
    for number, page in enumerate(pages, start=1):
        kind = kinds[page["kind"]]
        where = f"page {number} ({page['kind']})"
        found = boxes(pdf, number)
        media = [0, 0, *kind["media"]]
        for name, expected in (("MediaBox", media), ("BleedBox", media), ("TrimBox", kind["trim"])):
            if not close(found.get(name, []), expected):
                problems.append(f"{where}: {name} {found.get(name)} mm, expected {expected}")
        page_fonts = fonts(pdf, number)
        if kind["text"] and not page_fonts:
            problems.append(f"{where}: no font, but phone and address must be real text")
        problems += [f"{where}: font {name} not embedded" for name, emb in page_fonts if emb != "yes"]
        page_images = images(pdf, number)
        kinds_of_images = [image_type for image_type, _, _ in page_images]
        expected_images = ["image"] if kind.get("logo", True) else []
        if kinds_of_images != expected_images:
            problems.append(f"{where}: raster images {kinds_of_images}, expected {expected_images}")
        for _, x_ppi, y_ppi in page_images:
            if max(x_ppi, y_ppi) > MOST_DPI:
                problems.append(f"{where}: a logo embedded at {x_ppi} x {y_ppi} ppi, more than {MOST_DPI}")
            if min(x_ppi, y_ppi) < page.get("minDpi", 0):
                problems.append(f"{where}: a logo embedded at {x_ppi} x {y_ppi} ppi, less than {page['minDpi']}")
        expected_qr = [page["qr"]] if "qr" in page else []
        for dpi in (150, 600):
            texts = qr_texts(pdf, number, dpi)
            if "qrPattern" in page:
                # A short link's code is drawn at random: its form is what is known.
                if len(texts) != 1 or not re.fullmatch(page["qrPattern"], texts[0]):
                    problems.append(f"{where}: at {dpi} dpi zxing-cpp read {texts}, expected one matching {page['qrPattern']}")
            elif texts != expected_qr:
                problems.append(f"{where}: at {dpi} dpi zxing-cpp read {texts}, expected {expected_qr}")
    return problems


def main() -> int:
    arguments = sys.argv[1:]
    expect_fail = arguments[:1] == ["--expect-fail"]
    if expect_fail:
        arguments = arguments[1:]
    if len(arguments) != 2:
        print("usage: proof-check/run [--expect-fail MANIFEST] DIR", file=sys.stderr)
        return 2
    expected = json.loads(Path(arguments[0]).read_text())
    directory = Path(arguments[1])
    failed = 0
    for name, pages in expected["samples"].items():
        pdf = directory / name
        problems = [f"missing in {directory}"] if not pdf.is_file() else check(pdf, pages, expected["kinds"])
        failed += bool(problems)
        print(("FAIL " if problems else "OK   ") + name)
        for problem in problems:
            print(f"     {problem}")
    if expect_fail:
        # A check that cannot fail proves nothing: wrong expectations must be caught.
        print(f"proof-check: {failed} of {len(expected['samples'])} wrong expectation(s) caught"
              + ("" if failed == len(expected["samples"]) else " - the check missed some"))
        return 0 if failed == len(expected["samples"]) else 1
    unknown = sorted(p.name for p in directory.glob("*.pdf") if p.name not in expected["samples"])
    for name in unknown:
        print(f"FAIL {name}\n     not in proof-check/expected.json")
    failed += len(unknown)
    total = len(expected["samples"]) + len(unknown)
    poppler = subprocess.run(["pdfinfo", "-v"], capture_output=True, text=True).stderr.split()[2]
    zxing = importlib.metadata.version("zxing-cpp")
    print(f"proof-check: {total - failed}/{total} proof(s) as expected; poppler {poppler}, zxing-cpp {zxing}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
