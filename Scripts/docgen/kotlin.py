"""The Kotlin side (placeholder until written)."""

FOLDER = "android/src/main/kotlin/dev/languagepolicy/generated"


def outputs(declarations):
    return []


def generate(declarations, document):
    raise NotImplementedError
