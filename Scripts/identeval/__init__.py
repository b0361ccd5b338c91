"""The pieces of Scripts/evaluate-identifier.py: corpora, detectors, metrics."""
