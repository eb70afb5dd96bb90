"""CPU seconds per PDF of the reference tools, for benchmarks/pdf-real.bench.ts. One JSON line per file:
{"file", "pages", "bornDigital", "undecodable", "fitz", "pdfminer"} (seconds of process CPU, interpreter start excluded;
a tool that fails on a file gives null and its error). PyMuPDF: page.get_text("blocks") over every page,
one warm-up run, then the mean of the measured runs. pdfminer.six: extract_pages (default LAParams), once.
Run with Debian's python3 (python3-fitz, python3-pdfminer):

    /usr/bin/python3 benchmarks/pdf-real/reference_times.py '{"fitzRuns": 3, "pdfminer": true}' a.pdf b.pdf

"Born-digital": every page has a text layer (PyMuPDF finds words), no image covers half of any page, and the
layer decodes (at most 10 % of its visible characters are U+FFFD, private-use or control codes: MuPDF's reading
of glyphs no map names), so hi_res reads its text layer instead of OCRing it. A file whose layer does not decode
(e.g. fonts that map most codes to no Unicode) is reported as "undecodable": hi_res must OCR it to read it at all.
"""
import json
import sys
import time


def fitz_work(fitz, path):
    doc = fitz.open(path)
    for page in doc:
        page.get_text("blocks")
    doc.close()


def describe(fitz, path):
    doc = fitz.open(path)
    pages = doc.page_count
    born = pages > 0
    visible = 0
    undecoded = 0
    for page in doc:
        area = abs(page.rect)
        words = page.get_text("words")
        if not words:
            born = False
            break
        for w in words:
            for ch in w[4]:
                if ch.isspace():
                    continue
                visible += 1
                code = ord(ch)
                if code == 0xFFFD or code < 0x20 or 0xE000 <= code <= 0xF8FF:
                    undecoded += 1
        for info in page.get_image_info():
            if abs(fitz.Rect(info["bbox"]) & page.rect) > 0.5 * area:
                born = False
        if not born:
            break
    doc.close()
    undecodable = born and visible > 0 and undecoded > 0.1 * visible
    return pages, born and not undecodable, undecodable


def timed(fn, runs):
    start = time.process_time()
    for _ in range(runs):
        fn()
    return (time.process_time() - start) / runs


def main():
    settings = json.loads(sys.argv[1])
    fitz_runs = int(settings.get("fitzRuns", 3))
    want_pdfminer = bool(settings.get("pdfminer", True))
    import fitz  # noqa: PLC0415 - a missing module is reported per line
    fitz.TOOLS.mupdf_display_errors(False)
    for path in sys.argv[2:]:
        row = {"file": path, "pages": None, "bornDigital": False, "undecodable": False, "fitz": None, "pdfminer": None}
        try:
            row["pages"], row["bornDigital"], row["undecodable"] = describe(fitz, path)
            fitz_work(fitz, path)
            row["fitz"] = timed(lambda: fitz_work(fitz, path), fitz_runs)
        except Exception as e:  # noqa: BLE001 - report and go on
            row["fitzError"] = f"{type(e).__name__}: {e}"
        if want_pdfminer:
            try:
                from pdfminer.high_level import extract_pages  # noqa: PLC0415
                row["pdfminer"] = timed(lambda: list(extract_pages(path)), 1)
            except Exception as e:  # noqa: BLE001
                row["pdfminerError"] = f"{type(e).__name__}: {e}"
        print(json.dumps(row), flush=True)


main()
