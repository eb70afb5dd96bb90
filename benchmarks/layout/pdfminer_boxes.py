"""Prints pdfminer.six's text boxes of PDFs as JSON lines (one line per file) for the layout fidelity
benchmark. Run with Debian's python3 and python3-pdfminer:

    /usr/bin/python3 benchmarks/layout/pdfminer_boxes.py '{"word_margin": 0.185}' a.pdf b.pdf
"""
import json
import sys

from pdfminer.converter import PDFPageAggregator
from pdfminer.layout import LAParams, LTTextBox
from pdfminer.pdfinterp import PDFPageInterpreter, PDFResourceManager
from pdfminer.pdfpage import PDFPage


def boxes_of(path, params):
    rsrc = PDFResourceManager()
    device = PDFPageAggregator(rsrc, laparams=LAParams(**params))
    interpreter = PDFPageInterpreter(rsrc, device)
    pages = []
    with open(path, "rb") as fp:
        for page in PDFPage.get_pages(fp):
            interpreter.process_page(page)
            layout = device.get_result()
            pages.append({
                "width": layout.width,
                "height": layout.height,
                "boxes": [{"text": o.get_text(), "bbox": list(o.bbox)} for o in layout if isinstance(o, LTTextBox)],
            })
    return pages


params = json.loads(sys.argv[1])
for path in sys.argv[2:]:
    try:
        print(json.dumps({"file": path, "pages": boxes_of(path, params)}, ensure_ascii=False), flush=True)
    except Exception as e:  # noqa: BLE001 - report and go on
        print(json.dumps({"file": path, "error": f"{type(e).__name__}: {e}"}), flush=True)
