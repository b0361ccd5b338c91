#!/usr/bin/env python3
"""Measures StatisticalLanguageIdentifier on real translated text, next to CLD2 and lingua.

Usage:
    Scripts/evaluate-identifier.py [--quick | --ci] [--ours-only] [--langpolicy COMMAND] [--per-language N] [--tune]

Corpora (read where they lie, never copied): the fixture apps of the pinned data (`apps`,
Android strings.xml, Apple .strings and String Catalogs) and the machine's gettext catalogs
(/usr/share/locale/*/LC_MESSAGES/*.mo). Texts are cleaned (placeholders, markup, escapes),
deduplicated, and dropped when equal to their source-language string, without letters, or
not written in the script of their label's language (an English string in a Japanese catalog);
only texts of 20 characters (code points) or more are measured, bucketed 20-39, 40-79, 80+.

Splits: the gettext domains whose sha256 starts with an even hex digit are the TUNING split
(the identifier's margins and minimum length were chosen on it, with --tune); the other
domains (gettext-held-out) and the apps are the REPORTING splits, never tuned on.

Each detector is measured over the texts whose language (in the script the text is written
in) it lists: ours by `langpolicy detect --list-languages`, CLD2 by pycld2's detectable
languages, lingua by its 75 languages (scripts: CLDR's likely script). A text counts as named
when the detector answers (CLD2: a reliable answer other than `un`), as right when the
language matches (and the script, where the detector reports one). `unlisted named` is the
share of texts in languages a detector does not list that it names anyway (always wrong).

--quick reads a seeded eighth of the catalogs and a seeded sample per language (under two
minutes with CLD2 and lingua; --ours-only leaves them out); --ci is the CI step: --quick
--ours-only on a sixteenth of the catalogs (a part of --quick's eighth), under a minute, with
neither package needed; full mode samples at most --per-language texts per language and split. The
exit status is 1 when ours misses the goal on the reporting splits: precision ≥ 97% and
coverage ≥ 85% over its languages, texts of 20 characters or more.
"""

import argparse
import collections
import hashlib
import os
import random
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from identeval import corpus, detectors, metrics  # noqa: E402
from identeval.tuning import sweep  # noqa: E402
from tablegen.common import ROOT, data_dir  # noqa: E402

SEED = 20
GOAL_PRECISION, GOAL_COVERAGE = 0.97, 0.85


def split_of(domain):
    return "gettext-tuning" if int(hashlib.sha256(domain.encode()).hexdigest()[0], 16) % 2 == 0 else "gettext-held-out"


def likely_scripts(shared):
    import xml.etree.ElementTree as ET
    likely = {}
    for element in ET.parse(os.path.join(shared, "cldr", "likelySubtags.xml")).getroot().iter("likelySubtag"):
        if "_" not in element.get("from"):
            likely[element.get("from")] = element.get("to").split("_")[1]
    return likely


def load(shared, quick, share=8):
    records = corpus.load("apps", corpus.app_texts(os.path.join(shared, "fixtures", "apps")))
    for record in records:
        record["split"] = "apps"
    chosen = (lambda domain: int(hashlib.sha256(domain.encode()).hexdigest()[-2:], 16) % share == 0) if quick else None
    catalogs = corpus.gettext_texts(select=chosen)
    for record in corpus.load("gettext", catalogs):
        record["split"] = split_of(record["group"])
        records.append(record)
    likely = likely_scripts(shared)
    measured = []
    for record in records:
        if len(record["text"]) >= 20:
            record["text_script"] = metrics.majority_script(record["text"])
            if written_as_labelled(record, likely):
                measured.append(record)
    return measured


def written_as_labelled(record, likely):
    """Whether a text is in the script of its label's language: an explicit script, or CLDR's
    likely script (Serbian in either of its scripts). A Japanese catalog's English string is an
    untranslated copy, not Japanese."""
    script = record["text_script"]
    expected = {record["script"]} if record["script"] else {likely.get(record["language"])}
    if record["language"] == "sr" and not record["script"]:
        expected = {"Cyrl", "Latn"}
    return script in expected or script == "Hani" and expected & {"Hans", "Hant", "Jpan"} or None in expected


def sample(records, per_language):
    groups = collections.defaultdict(list)
    for record in records:
        groups[record["split"], record["language"]].append(record)
    rng = random.Random(SEED)
    chosen = []
    for key in sorted(groups):
        group = groups[key]
        rng.shuffle(group)
        chosen += group[:per_language]
    return chosen


def report(split, records, runs, likely, out):
    out(f"\n## {split} ({'TUNING: not a result' if split == 'gettext-tuning' else 'reporting'})")
    out(f"{'detector':<8} {'bucket':<8} {'texts':>7} {'coverage':>8} {'precision':>9}")
    results = {}
    for name, (languages, answers) in runs.items():
        inside = [(record, answer) for record, answer in zip(records, answers) if metrics.listed(record, languages, likely)]
        outside = [answer for record, answer in zip(records, answers) if not metrics.listed(record, languages, likely)]
        table, confusions = metrics.summarise([r for r, _ in inside], [a for _, a in inside])
        results[name] = table["all 20+"]
        for bucket, row in table.items():
            out(f"{name:<8} {bucket:<8} {metrics.line(row)}")
        named_outside = sum(answer is not None for answer in outside)
        out(f"{name:<8} unlisted named: {named_outside}/{len(outside)}"
            f" ({named_outside / max(1, len(outside)):.1%}); main confusions (gold → named): "
            + ", ".join(f"{gold}→{named} {count}" for (gold, named), count in confusions.most_common(8)))
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a seeded sample, for CI (under two minutes)")
    parser.add_argument("--langpolicy", default=None,
                        help="the langpolicy command (default: .build/release/langpolicy, else .build/debug)")
    parser.add_argument("--per-language", type=int, default=None,
                        help="texts per language and split (default: 60 quick, 1500 full)")
    parser.add_argument("--ci", action="store_true",
                        help="the CI step: --quick --ours-only on a sixteenth of the catalogs (under a minute)")
    parser.add_argument("--ours-only", action="store_true",
                        help="measure ours alone, without CLD2 and lingua (the CI step: the goal only)")
    parser.add_argument("--tune", action="store_true", help="sweep our thresholds on the tuning split")
    parser.add_argument("--data", help="the pinned data folder")
    args = parser.parse_args()
    if args.ci:
        args.quick = args.ours_only = True
    shared = data_dir(args.data)
    if args.langpolicy:
        command = args.langpolicy.split()
    else:
        built = [path for path in (os.path.join(ROOT, ".build", kind, "langpolicy") for kind in ("release", "debug"))
                 if os.path.exists(path)]
        command = built[:1] or ["swift", "run", "--package-path", ROOT, "langpolicy"]
    per_language = args.per_language or (60 if args.quick else 1500)
    records = sample(load(shared, args.quick, share=16 if args.ci else 8), per_language)
    texts = [record["text"] for record in records]
    ours = detectors.Ours(command)
    runs = {"ours": (ours.languages, ours(texts))}
    for detector in () if args.ours_only else (detectors.CLD2(), detectors.Lingua()):
        runs[detector.name] = (detector.languages, detector(texts))
    likely = likely_scripts(shared)
    print(f"# Identifier evaluation ({'ci' if args.ci else 'quick' if args.quick else 'full'}; seed {SEED}; at most {per_language} "
          f"texts per language and split; {len(records)} texts)")
    print("languages listed: " + ", ".join(f"{name} {len(languages)}" for name, (languages, _) in runs.items()))
    goal = {}
    for split in ("apps", "gettext-held-out", "gettext-tuning"):
        chosen = [index for index, record in enumerate(records) if record["split"] == split]
        subset = {name: (languages, [answers[index] for index in chosen]) for name, (languages, answers) in runs.items()}
        goal[split] = report(split, [records[index] for index in chosen], subset, likely, print)
    if "CLD2" in runs:
        common = [language for language in ours.languages
                  if language in runs["CLD2"][0] or (language[0], None) in runs["CLD2"][0]]
        print(f"\n(Each detector over its own languages; {len(common)} of ours are also CLD2's.)")
    if args.tune:
        tuning = [index for index, record in enumerate(records) if record["split"] == "gettext-tuning"]
        sweep([records[index] for index in tuning], [ours.reports[index] for index in tuning],
              ours.languages, likely, print)
    texts, named, right = (sum(goal[split]["ours"][column] for split in ("apps", "gettext-held-out")) for column in range(3))
    coverage, precision = named / max(1, texts), right / max(1, named)
    met = precision >= GOAL_PRECISION and coverage >= GOAL_COVERAGE
    print(f"\nGoal (reporting splits, ours, 20+ characters): precision {precision:.1%} (≥ {GOAL_PRECISION:.0%}), "
          f"coverage {coverage:.1%} (≥ {GOAL_COVERAGE:.0%}): {'met' if met else 'MISSED'}")
    sys.exit(0 if met else 1)


if __name__ == "__main__":
    main()
