#!/bin/sh
# Layout fidelity: pdfminer.six (Debian python3-pdfminer) vs docparts on the corpus PDFs, same margins.
# usage: benchmarks/layout/fidelity.sh '<pdfminer LAParams json>' '<docparts LayoutParams json>' files...
set -e
PM="$1"; DP="$2"; shift 2
OUT=${TMPDIR:-/tmp}/docparts-fidelity.$$
/usr/bin/python3 benchmarks/layout/pdfminer_boxes.py "$PM" "$@" > "$OUT.pm"
node --import tsx benchmarks/layout/text-boxes.ts "$DP" "$@" > "$OUT.dp" 2>/dev/null
/usr/bin/python3 benchmarks/layout/compare.py "$OUT.pm" "$OUT.dp"
rm -f "$OUT.pm" "$OUT.dp"
