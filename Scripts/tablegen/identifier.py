"""The statistical language model of InputLanguage's StatisticalLanguageIdentifier.

Source: the naive Bayes model of py3langid 0.4.0 (BSD-3-Clause; langid.py by Marco Lui and
Tim Baldwin, modernised by Adrien Barbaresi), installed from PyPI by this module when the
pinned version is missing. The model scores byte n-grams (2 to 6 bytes of UTF-8) with
log P(n-gram | language) for 142 classes; we keep the classes of LANGUAGES (and ABSORBERS,
scored but never named) and rewrite each as integers:

- per class, the smallest log-probability over the n-grams (the model's floor for an n-gram
  the class has not seen) and the class prior, both in 1/SCORE_SCALE nat;
- per n-gram, only the classes whose log-probability exceeds their floor by at least
  MINIMUM_LIFT nats, the lift in 1/LIFT_SCALE nat in 6 bits (n-grams left with no class are
  dropped);
- the weight of an n-gram seen k times, log(1 + k), in 1/WEIGHT_SCALE for k up to 255 (counts
  are capped there).

A score is then `prior × 256 + floor × Σ weights + 256 × Σ weight × lift` in 1/262144 nat
(1/SCORE_SCALE × 1/WEIGHT_SCALE): integer arithmetic, the same on every platform. The n-gram
records are two streams (see `pack`): the keys, sorted by their bytes and front-coded, with
their entry counts, a bit stream written 7 bits to a byte, and the entries, a class byte and a
lift byte each. Each is a StaticString (see `literal_lines`: every byte below 0x80, escaped
where a string literal cannot hold it raw); the Swift side reads them in place, with no
decoding pass (BitStream.swift, LanguageModel+Scoring.swift), and fills its hash table
(NgramTable.swift) from the key stream at first use.
"""

import hashlib
import importlib
import importlib.metadata
import math
import os
import subprocess
import sys
import unicodedata
import xml.etree.ElementTree as ET

from .common import cldr_version, sha256, static_string

PACKAGE, VERSION = "py3langid", "0.4.0"

# Languages the identifier names: the model's labels (each class of the label whose script
# CLDR's likely subtags give; both scripts where the model has two, as for Serbian).
LANGUAGES = (
    "af az bs ca cs cy da de en eo es et eu fi fr ga gl hr hu id is it lt lv ms nl nn no pl pt ro sk "
    "sl sq sr sv sw tl tr uz vi be bg kk ky mk mn ru uk ar fa ps ur hi mr ne bn as my").split()
# Classes scored but never named: when one of them wins, the text is in a language the
# identifier does not name, and the answer is unknown rather than its nearest neighbour.
ABSORBERS = "an oc lb la br gd fy fo wa mt ht jv lij vec ext ku tg tt ba sa gom ug".split()
# One product decision on top of CLDR's aliases: the model's `no` learned Bokmål text.
REPORTED = {"no": "nb"}

LIFT_SCALE = 4  # lifts: quarter nats
WEIGHT_SCALE = 256  # weights log(1 + k)
SCORE_SCALE = LIFT_SCALE * WEIGHT_SCALE  # priors and floors: 1/1024 nat
MINIMUM_LIFT = 3.0  # nats above the class floor for an entry to be kept
MAXIMUM_COUNT = 255

# Unicode character-name prefixes of the scripts the kept classes are written in.
SCRIPT_OF_NAME = {"LATIN": "Latn", "CYRILLIC": "Cyrl", "ARABIC": "Arab", "DEVANAGARI": "Deva",
                  "BENGALI": "Beng", "MYANMAR": "Mymr"}



# The n-gram streams are written in groups of 7 bits, one byte of the StaticString each, so
# that every byte is below 0x80 and the Swift side reads fields in place (BitStream.swift has
# the same constants): 8 bytes loaded at any group hold 56 bits of the stream.
GROUP_BITS = 7
# Zero groups after each stream, so that an 8-byte load at any group of it stays inside.
PADDING_GROUPS = 8
# The hash table of NgramTable.swift: n-grams packed as 3 bits of length over 40 bits of bytes,
# hashed by a multiplication modulo 2^43; a slot keeps 6 bits of displacement from the home
# slot and 25 bits of first-entry index.
LONGEST_NGRAM = 5
KEY_BITS = 43
HASH_MULTIPLIER = 0x9E3779B97F4A7C15
SMALLEST_TABLE_BITS = 17
LONGEST_DISPLACEMENT = 63
# Added to the class and the lift of an entry, each a byte of the entry stream (Swift's
# LanguageModel.entryOffset): classes below 96 and lifts below 64 stay printable ASCII.
ENTRY_OFFSET = 0x20
# Characters of a literal line (without its indentation and line-continuation backslash).
LINE_CHARACTERS = 100
# The escapes a multi-line string literal needs: `\`, every `"` (so `"""` never appears), and
# the control characters, which Swift does not accept raw (a raw line break would also enter
# the string).
ESCAPES = {0x00: "\\0", 0x09: "\\t", 0x0A: "\\n", 0x0D: "\\r", 0x22: '\\"', 0x5C: "\\\\"}


def literal_character(group):
    """The source text of one group (0 to 127) inside a Swift string literal."""
    if group in ESCAPES:
        return ESCAPES[group]
    if group < 0x20 or group == 0x7F:
        return f"\\u{{{group:X}}}"
    return chr(group)


def literal_lines(groups):
    """GROUPS, then PADDING_GROUPS zeros, as the lines of a multi-line string literal: at most
    LINE_CHARACTERS characters each, an escape never cut, every line but the last ending in a
    line-continuation backslash, so that no line break enters the string (the last line ends
    in the padding's escapes, never in white space)."""
    lines, line = [], ""
    for group in bytes(groups) + bytes(PADDING_GROUPS):
        character = literal_character(group)
        if len(line) + len(character) > LINE_CHARACTERS:
            lines.append(line + "\\")
            line = ""
        line += character
    lines.append(line)
    return lines


def ensure_package():
    """py3langid at the pinned version, installed from PyPI when missing."""
    try:
        installed = importlib.metadata.version(PACKAGE)
    except importlib.metadata.PackageNotFoundError:
        installed = None
    if installed != VERSION:
        print(f"generate-tables: installing {PACKAGE}=={VERSION} from PyPI", file=sys.stderr)
        command = [sys.executable, "-m", "pip", "install", "--quiet", f"{PACKAGE}=={VERSION}"]
        if subprocess.call(command) != 0 and subprocess.call(command + ["--break-system-packages"]) != 0:
            sys.exit(f"generate-tables: cannot install {PACKAGE}=={VERSION}")
        importlib.invalidate_caches()
    modelio = importlib.import_module("py3langid.modelio")
    path = os.path.join(os.path.dirname(modelio.__file__), "data", "model.npz.xz")
    return modelio, path


def feature_strings(nextmove, rows, outputs):
    """The byte string of every feature: the model's automaton outputs, at each state, the
    longest feature that ends there; a feature's string is the shortest path to a state that
    outputs it (breadth first, bytes in order)."""
    labels = {0: b""}
    queue = [0]
    for state in queue:
        base = int(rows[state]) * 256
        for byte in range(256):
            target = int(nextmove[base + byte])
            if target not in labels:
                labels[target] = labels[state] + bytes([byte])
                queue.append(target)
    strings = {}
    for state in queue:
        feature = outputs[state]
        if feature >= 0 and feature not in strings:
            strings[feature] = labels[state]
    return [strings[index] for index in range(len(strings))]


def column_script(column, ptc, strings):
    """The script most letters of a class's 200 likeliest n-grams are written in."""
    order = sorted(range(len(strings)), key=lambda index: (-float(ptc[index, column]), strings[index]))
    counts = {}
    for index in order[:200]:
        for character in strings[index].decode("utf-8", "ignore"):
            if character.isalpha():
                script = SCRIPT_OF_NAME.get(unicodedata.name(character, "").split(" ")[0])
                if script:
                    counts[script] = counts.get(script, 0) + 1
    return max(sorted(counts), key=lambda script: counts[script]) if counts else None


def cldr_facts(cldr):
    """(language → likely script, language → alias replacement) from the pinned CLDR."""
    likely = {}
    for element in ET.parse(os.path.join(cldr, "likelySubtags.xml")).getroot().iter("likelySubtag"):
        source, target = element.get("from"), element.get("to").split("_")
        if "_" not in source:
            likely[source] = target[1]
    aliases = {}
    for element in ET.parse(os.path.join(cldr, "supplementalMetadata.xml")).getroot().iter("languageAlias"):
        replacement = element.get("replacement", "")
        if element.get("type", "").isalpha() and replacement.isalpha():
            aliases[element.get("type")] = replacement
    return likely, aliases


def classes(labels, ptc, strings, likely, aliases):
    """(tag, script, named, columns) for every kept class, named languages first."""
    kept = []
    for named, wanted in ((True, LANGUAGES), (False, ABSORBERS)):
        for label in wanted:
            columns = [column for column, name in enumerate(labels) if name == label]
            if not columns:
                sys.exit(f"generate-tables: {PACKAGE} has no class {label}")
            by_script = {}
            for column in columns:
                by_script.setdefault(column_script(column, ptc, strings), []).append(column)
            for script, group in sorted(by_script.items()):
                language = REPORTED.get(label, aliases.get(label, label))
                tag = language if len(by_script) == 1 and likely.get(label) == script else f"{language}-{script}"
                kept.append((tag, script, named, group))
    return kept


def lifts(ptc, kept):
    """Per class its floor, and per n-gram the fixed-point lifts of its kept entries."""
    columns = [ptc[:, group].astype("float32").max(axis=1) for _, _, _, group in kept]
    floors = [float(column.min()) for column in columns]
    entries = {}
    for position, column in enumerate(columns):
        floor = floors[position]
        for index in (column - floor >= MINIMUM_LIFT).nonzero()[0].tolist():
            lift = min(63, round((float(column[index]) - floor) * LIFT_SCALE))
            entries.setdefault(index, []).append((position, lift))
    return floors, entries


class Bits:
    """Fields written most significant bit first, cut into groups of GROUP_BITS bits (the last
    one padded with zero bits)."""

    def __init__(self):
        self.value, self.count, self.groups = 0, 0, bytearray()

    def put(self, value, width):
        assert 0 <= value < 1 << width
        self.value = self.value << width | value
        self.count += width
        while self.count >= GROUP_BITS:
            self.count -= GROUP_BITS
            self.groups.append(self.value >> self.count & ((1 << GROUP_BITS) - 1))
        self.value &= (1 << self.count) - 1

    def finish(self):
        if self.count:
            self.put(0, GROUP_BITS - self.count)
        return bytes(self.groups)


def pack(records):
    """The n-gram records as two streams. The key stream, in groups of GROUP_BITS bits, most
    significant bit first, per record (sorted by bytes): 3 bits of prefix shared with the
    previous record's bytes, 3 bits of suffix length, 7 bits of entry count, then the suffix
    bytes: 13 + 8 × suffix bits, one 8-byte load for a suffix of up to 4 bytes. The entry
    stream, per record in the same order, its entries, two bytes each: ENTRY_OFFSET + the class,
    ENTRY_OFFSET + the lift (printable, so the literal needs few escapes), so that scoring
    reads an entry with two byte loads and no shift; the entries of a record start at twice
    the entries of the records before it."""
    keys, entries = Bits(), bytearray()
    previous = b""
    for key, found in records:
        shared = 0
        while shared < min(len(key), len(previous), 7) and key[shared] == previous[shared]:
            shared += 1
        shared = min(shared, len(key) - 1)
        keys.put(shared, 3)
        keys.put(len(key) - shared, 3)
        keys.put(len(found), 7)
        for byte in key[shared:]:
            keys.put(byte, 8)
        for position, lift in found:
            entries += bytes([ENTRY_OFFSET + position, ENTRY_OFFSET + lift])
        previous = key
    return keys.finish(), bytes(entries)


def packed_ngram(key):
    """KEY as NgramTable.swift packs it: its length above its bytes, first byte highest."""
    return len(key) << 40 | int.from_bytes(key, "big")


def longest_displacement(records):
    """How far from its home slot an n-gram lands when NgramTable.swift fills its table: the
    same size (at least 2^SMALLEST_TABLE_BITS slots, at least 1.5 per n-gram), the same hash,
    linear probing in stream order."""
    bits = SMALLEST_TABLE_BITS
    while 1 << bits < len(records) * 3 // 2:
        bits += 1
    mask, taken, longest = (1 << bits) - 1, bytearray(1 << bits), 0
    for key, _ in records:
        slot = (packed_ngram(key) * HASH_MULTIPLIER) % (1 << KEY_BITS) >> (KEY_BITS - bits)
        displacement = 0
        while taken[slot]:
            slot, displacement = (slot + 1) & mask, displacement + 1
        taken[slot] = 1
        longest = max(longest, displacement)
    return longest


def similarities(entries, kept):
    """`tag tag permille` for the pairs of named classes of one script whose lift vectors have
    a cosine of at least 0.5: the identifier asks a larger margin between close neighbours."""
    dot = {}
    for found in entries.values():
        for first, first_lift in found:
            for second, second_lift in found:
                if first <= second:
                    dot[first, second] = dot.get((first, second), 0) + first_lift * second_lift
    lines = []
    for (first, second), product in sorted(dot.items()):
        (tag, script, named, _), (other, other_script, other_named, _) = kept[first], kept[second]
        if first == second or script != other_script or not (named and other_named):
            continue
        permille = round(1000 * product / math.sqrt(dot[first, first] * dot[second, second]))
        if permille >= 500:
            lines.append(f"{tag} {other} {permille}")
    return lines


def generate_identifier(shared):
    modelio, model_path = ensure_package()
    cldr = os.path.join(shared, "cldr")
    likely_path = os.path.join(cldr, "likelySubtags.xml")
    metadata_path = os.path.join(cldr, "supplementalMetadata.xml")
    ptc, priors, labels, nextmove, rows, outputs = modelio.load_model(model_path)
    strings = feature_strings(nextmove, rows, outputs)
    likely, aliases = cldr_facts(cldr)
    kept = classes(labels, ptc, strings, likely, aliases)
    if len(kept) > 0x80 - ENTRY_OFFSET:
        sys.exit("generate-tables: more classes than an entry byte numbers")
    floors, entries = lifts(ptc, kept)
    records = sorted((strings[index], sorted(found)) for index, found in entries.items())
    if any(not 1 <= len(key) <= LONGEST_NGRAM for key, _ in records):
        sys.exit(f"generate-tables: an n-gram longer than {LONGEST_NGRAM} bytes (NgramTable.swift packs 40 bits)")
    if longest_displacement(records) > LONGEST_DISPLACEMENT:
        sys.exit("generate-tables: an n-gram lands farther from its home slot than NgramTable.swift's 6 bits hold")
    if any(len(found) > 127 for _, found in records):
        sys.exit("generate-tables: an n-gram with more entries than 7 bits count")
    key_groups, entry_groups = pack(records)
    entry_count = sum(len(found) for _, found in records)
    if entry_count >= 1 << 25:
        sys.exit("generate-tables: more entries than the 25-bit entry index of NgramTable.swift")
    key_lines, entry_lines = literal_lines(key_groups), literal_lines(entry_groups)
    class_lines = [
        f"{tag} {script} {1 if named else 0} {round(float(max(priors[c] for c in group)) * SCORE_SCALE)} "
        f"{round(floors[position] * SCORE_SCALE)}"
        for position, (tag, script, named, group) in enumerate(kept)]
    neighbours = similarities(entries, kept)
    weights = [round(math.log1p(count) * WEIGHT_SCALE) for count in range(MAXIMUM_COUNT + 1)]
    out = [
        "// @generated by Scripts/generate-tables.py — DO NOT EDIT.",
        f"// Source: {PACKAGE} {VERSION} from PyPI (BSD-3-Clause: Copyright (c) 2011 Marco Lui,",
        "//         modifications Copyright (c) 2021 Adrien Barbaresi), data/model.npz.xz",
        f"//         (sha256 {sha256(model_path)});",
        f"//         CLDR {cldr_version(cldr)} likelySubtags.xml (sha256 {sha256(likely_path)})",
        f"//         and supplementalMetadata.xml (sha256 {sha256(metadata_path)}) for scripts and tags.",
        "//",
        f"// {len(kept)} classes, {len(records)} n-grams, {entry_count} entries. The key stream, {GROUP_BITS} bits a byte,",
        f"// is {len(key_groups)} bytes (sha256 {hashlib.sha256(key_groups).hexdigest()}),",
        f"// the entry stream, two bytes an entry, {len(entry_groups)} (sha256 {hashlib.sha256(entry_groups).hexdigest()}),",
        f"// each followed by {PADDING_GROUPS} zero bytes. Format and arithmetic: Scripts/tablegen/identifier.py",
        "// and LanguageModel.swift.",
        "",
        "enum LanguageModelTables {",
        "    /// The model's source, as the identifier reports it.",
        f"    static let source = \"{PACKAGE} {VERSION}\"",
        "",
        f"    /// Fixed point: lifts in 1/{LIFT_SCALE} nat, weights in 1/{WEIGHT_SCALE}, priors and floors in "
        f"1/{SCORE_SCALE} nat.",
        f"    static let liftScale = {LIFT_SCALE}",
        f"    static let weightScale = {WEIGHT_SCALE}",
        f"    static let scoreScale = {SCORE_SCALE}",
        "",
        "    /// How many n-gram records `ngramKeys` holds, and entries `ngramEntries`.",
        f"    static let ngramCount = {len(records)}",
        f"    static let entryCount = {entry_count}",
        "",
        static_string(
            "classes",
            f"{len(kept)} records `tag script named prior floor` (named 0: scored, never reported).",
            class_lines),
        static_string(
            "similarities",
            f"{len(neighbours)} records `tag tag permille`: cosine of two named classes' lifts (same script, ≥ 500).",
            neighbours),
        "    /// log(1 + k) for k = 0…255, in 1/256.",
        "    static let weights: [UInt16] = [",
    ]
    for start in range(0, len(weights), 16):
        out.append("        " + ", ".join(str(weight) for weight in weights[start:start + 16]) + ",")
    out += [
        "    ]",
        "",
        static_string(
            "ngramKeys", "The n-grams, front-coded, with their entry counts: the key stream of `pack` (BitStream.swift).",
            key_lines),
        static_string(
            "ngramEntries", "The n-grams' entries, a class byte and a lift byte each: the entry stream of `pack`.",
            entry_lines),
        "}",
    ]
    return "\n".join(out).rstrip() + "\n"
