"""The detectors compared: ours (langpolicy detect --json-lines, one process), CLD2 (pycld2) and
lingua (lingua-language-detector), each with the list of languages it can name.

A detector is a function from a list of texts to a list of answers, each (language, script)
with script None where the detector reports none, or None for no answer. Codes are
normalised as the corpus labels are (corpus.ALIASES: iw → he, no → nb, tl → fil's code…).
"""

import json
import subprocess
import sys

from .corpus import ALIASES

CLD2_VERSION = "0.42"
LINGUA_VERSION = "2.1.1"


def normalised(code):
    """`zh-Hant` → (zh, Hant); `sr-Latn` → (sr, Latn); `iw` → (he, None)."""
    parts = code.replace("_", "-").split("-")
    language = ALIASES.get(parts[0].lower(), parts[0].lower())
    script = next((part.title() for part in parts[1:] if len(part) == 4), None)
    return language, script


def ensure(module, package, version):
    try:
        return __import__(module)
    except ImportError:
        print(f"evaluate-identifier: installing {package}=={version} from PyPI", file=sys.stderr)
        command = [sys.executable, "-m", "pip", "install", "--quiet", f"{package}=={version}"]
        if subprocess.call(command) != 0:
            subprocess.check_call(command + ["--break-system-packages"])
        return __import__(module)


class Ours:
    name = "ours"

    def __init__(self, langpolicy):
        self.command = langpolicy
        listed = subprocess.run(self.command + ["detect", "--list-languages"], check=True,
                                capture_output=True, text=True).stdout.split()
        self.languages = [normalised(tag) for tag in listed]

    def __call__(self, texts):
        """Answers and the full reports (candidates and margins, for tuning)."""
        lines = "".join(json.dumps({"text": text}, ensure_ascii=False) + "\n" for text in texts)
        run = subprocess.run(self.command + ["detect", "--json-lines"], input=lines.encode(),
                             capture_output=True, check=True)
        reports = [json.loads(line) for line in run.stdout.decode().splitlines()]
        if len(reports) != len(texts):
            sys.exit(f"evaluate-identifier: {len(texts)} texts in, {len(reports)} reports out")
        self.reports = reports
        return [normalised(report["language"]) if report["language"] else None for report in reports]


class CLD2:
    name = "CLD2"

    def __init__(self):
        self.module = ensure("pycld2", "pycld2", CLD2_VERSION)
        detected = set(self.module.DETECTED_LANGUAGES)
        self.languages = sorted({normalised(code) for name, code in self.module.LANGUAGES
                                 if name in detected and not code.startswith("xx")}, key=str)

    def __call__(self, texts):
        answers = []
        for text in texts:
            try:
                reliable, _, details = self.module.detect(text)
            except self.module.error:
                answers.append(None)
                continue
            code = details[0][1]
            # CLD2's `zh` is its Simplified Chinese (`zh-Hant` the Traditional).
            answers.append(None if not reliable or code == "un" else ("zh", "Hans") if code == "zh" else normalised(code))
        return answers


class Lingua:
    name = "lingua"

    def __init__(self):
        lingua = ensure("lingua", "lingua-language-detector", LINGUA_VERSION)
        self.detector = lingua.LanguageDetectorBuilder.from_all_languages().build()
        self.languages = sorted({normalised(language.iso_code_639_1.name) for language in lingua.Language.all()},
                                key=str)

    def __call__(self, texts):
        found = self.detector.detect_languages_in_parallel_of(texts)
        return [normalised(language.iso_code_639_1.name) if language else None for language in found]
