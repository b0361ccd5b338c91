"""Coverage, precision and confusions of a detector's answers, per length bucket."""

import collections
import unicodedata

BUCKETS = [("20-39", 20, 39), ("40-79", 40, 79), ("80+", 80, None)]

SCRIPT_OF_NAME = {"LATIN": "Latn", "CYRILLIC": "Cyrl", "ARABIC": "Arab", "DEVANAGARI": "Deva",
                  "BENGALI": "Beng", "GREEK": "Grek", "HEBREW": "Hebr", "HANGUL": "Kore",
                  "HIRAGANA": "Jpan", "KATAKANA": "Jpan", "CJK": "Hani", "THAI": "Thai", "GEORGIAN": "Geor",
                  "ARMENIAN": "Armn", "TAMIL": "Taml", "TELUGU": "Telu", "KANNADA": "Knda", "MALAYALAM": "Mlym",
                  "GUJARATI": "Gujr", "GURMUKHI": "Guru", "ORIYA": "Orya", "SINHALA": "Sinh", "LAO": "Laoo",
                  "KHMER": "Khmr", "MYANMAR": "Mymr", "ETHIOPIC": "Ethi", "TIBETAN": "Tibt", "THAANA": "Thaa",
                  "SYRIAC": "Syrc", "NKO": "Nkoo", "OL": "Olck", "TIFINAGH": "Tfng", "CHEROKEE": "Cher"}


def bucket(text):
    length = len(text)
    for name, low, high in BUCKETS:
        if length >= low and (high is None or length <= high):
            return name
    return None


def majority_script(text):
    """The script of most letters (kana or Hangul anywhere make it Jpan or Kore), or None."""
    counts = collections.Counter()
    for character in text:
        if character.isalpha():
            counts[SCRIPT_OF_NAME.get(unicodedata.name(character, "").split(" ")[0], "other")] += 1
    if counts["Jpan"]:
        return "Jpan"
    if counts["Kore"]:
        return "Kore"
    return counts.most_common(1)[0][0] if counts else None


def listed(record, languages, likely):
    """Whether a detector lists the record's language in the script it is written in: its
    entries are (language, script or None); None stands for the language's likely script."""
    script = record["script"] or record["text_script"]
    for language, listed_script in languages:
        if language != record["language"]:
            continue
        expected = listed_script or likely.get(language)
        if expected == script or (script == "Hani" and expected in ("Hans", "Hant")) or expected is None:
            return True
    return False


def correct(record, answer):
    language, script = answer
    gold_script = record["script"] or record["text_script"]
    if language != record["language"]:
        return False
    return script is None or gold_script in (None, "Hani") or script == gold_script


def summarise(records, answers):
    """Per bucket and overall: texts, named, right; and the confusion pairs."""
    table = collections.OrderedDict((name, [0, 0, 0]) for name, _, _ in BUCKETS)
    table["all 20+"] = [0, 0, 0]
    confusions = collections.Counter()
    for record, answer in zip(records, answers):
        for key in (bucket(record["text"]), "all 20+"):
            row = table[key]
            row[0] += 1
            if answer is not None:
                row[1] += 1
                row[2] += correct(record, answer)
        if answer is not None and not correct(record, answer):
            confusions[(record["language"], "-".join(part for part in answer if part))] += 1
    return table, confusions


def line(row):
    texts, named, right = row
    coverage = named / texts if texts else 0
    precision = right / named if named else 0
    return f"{texts:>7} {coverage:>8.1%} {precision:>9.1%}"
