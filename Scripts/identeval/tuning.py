"""The threshold sweep behind StatisticalLanguageIdentifier's constants, run on the tuning split
only (evaluate-identifier.py --tune).

Each report of `langpolicy detect` carries the five best candidates' scores, so the decision
can be recomputed for other thresholds without running the identifier again: minimum letters
(from the current one up), the margin, the neighbour margin and the similarity from which two
languages are neighbours (read from the generated table).
"""

import itertools
import os
import re

from . import metrics
from .detectors import normalised
from tablegen.common import ROOT

TABLE = os.path.join(ROOT, "Sources", "InputLanguage", "Generated", "LanguageModelTables.swift")
RECOMPUTED = {"too_short", "unnamed_language", "below_margin", "margin"}


def similarities():
    text = open(TABLE, encoding="utf-8").read()
    block = text.split("static let similarities: StaticString = \"\"\"", 1)[1].split('"""', 1)[0]
    pairs = {}
    for line in block.strip().splitlines():
        first, second, permille = line.split()
        pairs[first, second] = pairs[second, first] = int(permille)
    return pairs


def decide(report, letters, margin, neighbour_margin, neighbour_similarity, pairs, per_letter=0):
    if report["decision"] not in RECOMPUTED:
        return normalised(report["language"]) if report["language"] else None
    candidates = report["candidates"]
    if report["letters"] < letters or not candidates or not candidates[0]["named"]:
        return None
    best = candidates[0]["language"]
    growth = per_letter * report["letters"]
    for rival in candidates[1:]:
        similar = pairs.get((best, rival["language"]), 0) >= neighbour_similarity
        if -rival["score"] < (neighbour_margin if similar else margin) + growth:
            return None
    return normalised(best)


def sweep(records, reports, languages, likely, out):
    pairs = similarities()
    inside = [(record, report) for record, report in zip(records, reports)
              if metrics.listed(record, languages, likely)]
    out(f"\n## Threshold sweep on the tuning split ({len(inside)} texts; margins in nats)")
    results = []
    for letters, margin, neighbour, similarity, per_letter in itertools.product(
            (12, 16), (2, 3, 4, 5, 6), (4, 6, 8, 10, 12), (700, 750, 800, 850), (0, 16, 32)):
        if neighbour < margin:
            continue
        answers = [decide(report, letters, margin * 1024, neighbour * 1024, similarity, pairs, per_letter)
                   for _, report in inside]
        table, _ = metrics.summarise([record for record, _ in inside], answers)
        texts, named, right = table["all 20+"]
        results.append((named / texts, right / max(1, named), letters, margin, neighbour, similarity, per_letter))
    frontier = []
    for result in sorted(results, key=lambda item: (-item[1], -item[0])):
        if not frontier or result[0] > frontier[-1][0]:
            frontier.append(result)
    out(f"{'coverage':>8} {'precision':>9}  letters margin neighbour similarity per-letter/1024 (Pareto frontier)")
    for coverage, precision, letters, margin, neighbour, similarity, per_letter in frontier:
        out(f"{coverage:>8.1%} {precision:>9.2%}  {letters:>7} {margin:>6} {neighbour:>9} {similarity:>10} {per_letter:>6}")
