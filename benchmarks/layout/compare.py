"""Compares two JSON-lines box dumps (pdfminer_boxes.py vs text-boxes.ts): per file, the share of
pdfminer's text boxes that docparts reproduces with identical text (multiset match per page)."""
import json
import sys
from collections import Counter

ref = {}
for line in open(sys.argv[1]):
    d = json.loads(line)
    ref[d["file"]] = d
total_ref = total_same = 0
for line in open(sys.argv[2]):
    d = json.loads(line)
    r = ref.get(d["file"])
    name = d["file"].split("/")[-1]
    if r is None or "error" in r or "error" in d:
        print(f"{name:50s} pdfminer: {r.get('error') if r else 'missing'} | docparts: {d.get('error')}")
        continue
    n_ref = n_same = 0
    for pa, pb in zip(r["pages"], d["pages"]):
        ca = Counter(b["text"] for b in pa["boxes"])
        cb = Counter(b["text"] for b in pb["boxes"])
        n_ref += sum(ca.values())
        n_same += sum((ca & cb).values())
    total_ref += n_ref
    total_same += n_same
    share = n_same / n_ref if n_ref else 1.0
    print(f"{name:50s} {n_same:6d}/{n_ref:<6d} {share:7.1%}  pages {len(r['pages'])}/{len(d['pages'])}  {d.get('ms', 0):8.0f} ms")
print(f"{'TOTAL':50s} {total_same:6d}/{total_ref:<6d} {total_same / max(total_ref, 1):7.1%}")
