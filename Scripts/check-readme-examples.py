#!/usr/bin/env python3
"""README's Swift examples are the code the examples compile and run.

Each ```swift block in README.md is preceded by a marker line:

    <!-- example: PATH -->            the block's lines occur in PATH, in order and one after another
                                      (compared without leading and trailing whitespace, runs of spaces
                                      as one, blank lines ignored); PATH is compiled and run by
                                      Scripts/test-examples.sh (Examples/Sources/…)
    <!-- not compiled: REASON -->     a block no target here can compile, and why (a manifest fragment,
                                      UIKit code)

A block without a marker, a marker naming a file that does not exist, or a block its file does not
hold fails the check, so README cannot keep an example the code no longer has.

    Scripts/check-readme-examples.py [--self-test]
"""

import os
import re
import sys

MARKER = re.compile(r"^<!--\s*(example:\s*(?P<path>\S+)|not compiled:\s*(?P<reason>.+?))\s*-->$")


def normalized(lines):
    """The lines without blank ones, stripped, runs of whitespace as one space."""
    return [re.sub(r"\s+", " ", line.strip()) for line in lines if line.strip()]


def blocks(text):
    """(line number, marker line or None, block lines) for each ```swift block."""
    lines = text.split("\n")
    found = []
    index = 0
    while index < len(lines):
        if lines[index].strip() == "```swift":
            start = index
            previous = next((lines[i].strip() for i in range(start - 1, -1, -1) if lines[i].strip()), None)
            end = next((i for i in range(start + 1, len(lines)) if lines[i].strip() == "```"), len(lines))
            found.append((start + 1, previous, lines[start + 1:end]))
            index = end + 1
        else:
            index += 1
    return found


def contains(haystack, needle):
    """Whether `needle` occurs in `haystack` as consecutive elements."""
    return any(haystack[i:i + len(needle)] == needle for i in range(len(haystack) - len(needle) + 1))


def problems(readme_text, read_file):
    """The problems of README's blocks; `read_file(path)` gives a file's text or None."""
    found = []
    for line, previous, block in blocks(readme_text):
        match = MARKER.match(previous or "")
        if not match:
            found.append(f"README.md:{line}: a Swift block with no <!-- example: PATH --> or <!-- not compiled: REASON -->")
            continue
        path = match.group("path")
        if path is None:
            continue
        source = read_file(path)
        if source is None:
            found.append(f"README.md:{line}: {path} does not exist")
        elif not contains(normalized(source.split("\n")), normalized(block)):
            found.append(f"README.md:{line}: the block is not in {path} as written (one after another, spaces aside)")
    return found


def self_test():
    """A changed line, a missing marker and a missing file must each be reported."""
    source = "func run() {\n    let a = 1  // one\n    let b = a + 1\n}\n"
    files = {"Examples/x.swift": source}
    cases = [
        ("the block as the file has it", "<!-- example: Examples/x.swift -->\n```swift\nlet a = 1   // one\nlet b = a + 1\n```\n", 0),
        ("a line the file does not have", "<!-- example: Examples/x.swift -->\n```swift\nlet a = 2  // one\n```\n", 1),
        ("lines out of order", "<!-- example: Examples/x.swift -->\n```swift\nlet b = a + 1\nlet a = 1  // one\n```\n", 1),
        ("no marker", "Some text.\n\n```swift\nlet a = 1\n```\n", 1),
        ("a file that does not exist", "<!-- example: Examples/y.swift -->\n```swift\nlet a = 1\n```\n", 1),
        ("a block said not to compile", "<!-- not compiled: a manifest fragment -->\n```swift\nanything\n```\n", 0),
    ]
    failed = False
    for description, readme, expected in cases:
        count = len(problems(readme, files.get))
        verdict = "ok" if count == expected else f"FAILED ({count} problems, expected {expected})"
        print(f"check-readme-examples: self-test: {description}: {verdict}")
        failed = failed or count != expected
    return not failed


def main():
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

    def read_file(path):
        if not os.path.isfile(path):
            return None
        with open(path, encoding="utf-8") as file:
            return file.read()

    with open("README.md", encoding="utf-8") as file:
        readme = file.read()
    passed = True
    if "--self-test" in sys.argv[1:]:
        passed = self_test()
    found = problems(readme, read_file)
    for problem in found:
        print(problem, file=sys.stderr)
    compiled = sum(1 for _, previous, _ in blocks(readme) if previous and "example:" in previous)
    print(f"check-readme-examples: {len(blocks(readme))} Swift blocks, {compiled} compiled by the examples, "
          f"{len(found)} problems")
    return 0 if passed and not found else 1


if __name__ == "__main__":
    sys.exit(main())
