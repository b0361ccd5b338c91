#!/usr/bin/env python3
"""Fails when a target an app links calls one of Apple's required-reason APIs that the target's
privacy manifest does not declare (App Store Connect refuses such an upload: ITMS-91053), and
checks that every privacy manifest is a valid property list with only the keys Apple defines.

    Scripts/check-privacy.py               the package
    Scripts/check-privacy.py --self-test   also the planted defects in Scripts/PrivacySelfTest

The targets checked are those of the package's library products and everything under them
(`swift package describe`): what an app can link. The tools (the CLI, ResourceScan, benchmarks,
fuzzing, tests) run on a developer's machine and never ship in an app.

A target's manifest is Sources/<target>/PrivacyInfo.xcprivacy, declared in Package.swift as a
resource of the target (`swift package dump-package`). The API list and the reason codes are those
of Apple's "Describing use of required reason API"
(https://developer.apple.com/documentation/bundleresources/describing-use-of-required-reason-api),
transcribed below: the Swift and C names of each category, found in the code with comments and
string literals removed.
"""

import json
import os
import plistlib
import re
import subprocess
import sys

# Category -> (the API names Apple lists, in Swift and C spelling; the approved reason codes).
CATEGORIES = {
    "NSPrivacyAccessedAPICategoryFileTimestamp": (
        [
            "creationDate", "modificationDate", "fileModificationDate", "contentModificationDateKey",
            "creationDateKey", "NSFileCreationDate", "NSFileModificationDate",
            "NSURLContentModificationDateKey", "NSURLCreationDateKey", "getattrlist", "getattrlistbulk",
            "fgetattrlist", "getattrlistat", "stat", "fstat", "fstatat", "lstat",
        ],
        ["DDA9.1", "C617.1", "3B52.1", "0A2A.1"],
    ),
    "NSPrivacyAccessedAPICategorySystemBootTime": (
        ["systemUptime", "mach_absolute_time"],
        ["35F9.1", "8FFB.1", "3D61.1"],
    ),
    "NSPrivacyAccessedAPICategoryDiskSpace": (
        [
            "volumeAvailableCapacityKey", "volumeAvailableCapacityForImportantUsageKey",
            "volumeAvailableCapacityForOpportunisticUsageKey", "volumeTotalCapacityKey", "systemFreeSize",
            "systemSize", "NSFileSystemFreeSize", "NSFileSystemSize", "NSURLVolumeAvailableCapacityKey",
            "NSURLVolumeAvailableCapacityForImportantUsageKey",
            "NSURLVolumeAvailableCapacityForOpportunisticUsageKey", "NSURLVolumeTotalCapacityKey",
            "statfs", "statvfs", "fstatfs", "fstatvfs", "getattrlist", "fgetattrlist", "getattrlistat",
        ],
        ["85F4.1", "E174.1", "7D9E.1", "B728.1"],
    ),
    "NSPrivacyAccessedAPICategoryActiveKeyboards": (
        ["activeInputModes"],
        ["3EC4.1", "54BD.1"],
    ),
    "NSPrivacyAccessedAPICategoryUserDefaults": (
        ["UserDefaults", "NSUserDefaults", "AppStorage"],
        ["CA92.1", "1C8F.1", "C56D.1", "AC6B.1"],
    ),
}

# The keys a privacy manifest may hold, with their types (Apple: "Privacy manifest files",
# https://developer.apple.com/documentation/bundleresources/privacy-manifest-files).
TOP_LEVEL = {
    "NSPrivacyTracking": bool,
    "NSPrivacyTrackingDomains": list,
    "NSPrivacyCollectedDataTypes": list,
    "NSPrivacyAccessedAPITypes": list,
}
API_TYPE_KEYS = {"NSPrivacyAccessedAPIType", "NSPrivacyAccessedAPITypeReasons"}
MANIFEST = "PrivacyInfo.xcprivacy"


def code_only(text):
    """The Swift source without comments, string literals and `#if`-excluded nothing: a name in
    a comment or a message is no call."""
    text = re.sub(r'#"(?:.|\n)*?"#', '""', text)
    text = re.sub(r'"""(?:.|\n)*?"""', '""', text)
    text = re.sub(r'"(?:\\.|[^"\\\n])*"', '""', text)
    text = re.sub(r"/\*(?:.|\n)*?\*/", "", text)
    return re.sub(r"//[^\n]*", "", text)


def calls(paths):
    """Category -> sorted "file:line: name" for each required-reason API name in the sources."""
    found = {}
    for path in paths:
        with open(path, encoding="utf-8") as source:
            text = code_only(source.read())
        for number, line in enumerate(text.split("\n"), start=1):
            for category, (names, _) in CATEGORIES.items():
                for name in names:
                    if re.search(r"(?<![A-Za-z0-9_])" + re.escape(name) + r"(?![A-Za-z0-9_])", line):
                        found.setdefault(category, set()).add(f"{path}:{number}: {name}")
    return {category: sorted(hits) for category, hits in found.items()}


def read_manifest(path):
    """The manifest's declared categories, or raises ValueError saying what is wrong."""
    try:
        with open(path, "rb") as file:
            manifest = plistlib.load(file)
    except Exception as error:  # plistlib raises several types for malformed input
        raise ValueError(f"{path}: not a property list ({error})")
    if not isinstance(manifest, dict):
        raise ValueError(f"{path}: the top level is not a dictionary")
    for key, value in manifest.items():
        if key not in TOP_LEVEL:
            raise ValueError(f"{path}: unknown key {key}")
        if not isinstance(value, TOP_LEVEL[key]):
            raise ValueError(f"{path}: {key} is not a {TOP_LEVEL[key].__name__}")
    for key in TOP_LEVEL:
        if key not in manifest:
            raise ValueError(f"{path}: no {key}")
    if not all(isinstance(domain, str) for domain in manifest["NSPrivacyTrackingDomains"]):
        raise ValueError(f"{path}: NSPrivacyTrackingDomains holds a non-string")
    if manifest["NSPrivacyTrackingDomains"] and not manifest["NSPrivacyTracking"]:
        raise ValueError(f"{path}: tracking domains without NSPrivacyTracking")
    declared = {}
    for entry in manifest["NSPrivacyAccessedAPITypes"]:
        if not isinstance(entry, dict) or set(entry) != API_TYPE_KEYS:
            raise ValueError(f"{path}: an NSPrivacyAccessedAPITypes entry needs exactly {sorted(API_TYPE_KEYS)}")
        category, reasons = entry["NSPrivacyAccessedAPIType"], entry["NSPrivacyAccessedAPITypeReasons"]
        if category not in CATEGORIES:
            raise ValueError(f"{path}: unknown category {category}")
        if category in declared:
            raise ValueError(f"{path}: {category} declared twice")
        if not isinstance(reasons, list) or not reasons:
            raise ValueError(f"{path}: {category} has no reasons")
        unknown = [reason for reason in reasons if reason not in CATEGORIES[category][1]]
        if unknown:
            raise ValueError(f"{path}: {category}: {unknown} are not among Apple's reasons {CATEGORIES[category][1]}")
        declared[category] = reasons
    return declared


def check_target(name, sources, manifest, declared_as_resource):
    """The problems of one target: calls its manifest does not declare, declarations nothing
    calls, a manifest that is invalid or not a resource."""
    problems = []
    found = calls(sources)
    if not os.path.exists(manifest):
        for category, hits in found.items():
            problems.append(f"{name} calls {category} APIs and has no {manifest}:\n    " + "\n    ".join(hits))
        return problems, found
    if not declared_as_resource:
        problems.append(f"{name}: {manifest} is not a resource of the target in Package.swift")
    try:
        declared = read_manifest(manifest)
    except ValueError as error:
        return problems + [str(error)], found
    for category, hits in found.items():
        if category not in declared:
            problems.append(f"{name} calls {category} APIs its manifest does not declare:\n    " + "\n    ".join(hits))
    for category in declared:
        if category not in found:
            problems.append(f"{name}'s manifest declares {category}, which its code does not call")
    return problems, found


def package_targets():
    """(name, sources, manifest path, whether the manifest is a declared resource) for every
    target of a library product, and the paths of every manifest in Sources."""
    environment = dict(os.environ, LANGPOLICY_JNI_HEADERS="none")
    describe = json.loads(subprocess.run(["swift", "package", "describe", "--type", "json"], check=True,
                                         capture_output=True, text=True, env=environment).stdout)
    dump = json.loads(subprocess.run(["swift", "package", "dump-package"], check=True, capture_output=True,
                                     text=True, env=environment).stdout)
    targets = {target["name"]: target for target in describe["targets"]}
    resources = {target["name"]: [resource.get("path") for resource in target.get("resources") or []]
                 for target in dump["targets"]}
    shipped = set()

    def visit(name):
        if name in shipped:
            return
        shipped.add(name)
        for dependency in targets[name].get("target_dependencies") or []:
            visit(dependency)

    for product in describe["products"]:
        if "library" in product["type"]:
            for target in product["targets"]:
                visit(target)
    result = []
    for name in sorted(shipped):
        target = targets[name]
        sources = [os.path.join(target["path"], source) for source in target.get("sources", [])
                   if source.endswith(".swift")]
        result.append((name, sources, os.path.join(target["path"], MANIFEST), MANIFEST in resources[name]))
    manifests = [os.path.join(folder, MANIFEST) for folder, _, files in os.walk("Sources") if MANIFEST in files]
    return result, manifests


def self_test():
    """Each planted defect must be reported: a boot-time call the LanguagePolicy manifest does not
    declare, a keyboard call in a target without a manifest, manifests that are not valid."""
    fixtures = "Scripts/PrivacySelfTest"
    language_policy = [t for t in package_targets()[0] if t[0] == "LanguagePolicy"][0]
    cases = [
        ("a boot-time call (mach_absolute_time) added to LanguagePolicy",
         check_target("LanguagePolicy", language_policy[1] + [f"{fixtures}/PlantedBootTime.swift"],
                      language_policy[2], True)[0],
         "calls NSPrivacyAccessedAPICategorySystemBootTime APIs its manifest does not declare"),
        ("a file-timestamp call (stat) in a target without a manifest",
         check_target("Planted", [f"{fixtures}/PlantedTimestamp.swift"], f"{fixtures}/none/{MANIFEST}", False)[0],
         "calls NSPrivacyAccessedAPICategoryFileTimestamp APIs and has no"),
        ("a manifest with a reason code Apple does not list",
         check_target("LanguagePolicy", language_policy[1], f"{fixtures}/UnknownReason.xcprivacy", True)[0],
         "are not among Apple's reasons"),
        ("a manifest that is no property list",
         check_target("LanguagePolicy", language_policy[1], f"{fixtures}/NotAPropertyList.xcprivacy", True)[0],
         "not a property list"),
        ("a manifest not declared as a resource",
         check_target("LanguagePolicy", language_policy[1], language_policy[2], False)[0],
         "is not a resource of the target"),
        ("a manifest declaring an API the code does not call",
         check_target("LanguagePolicy", language_policy[1], f"{fixtures}/DeclaresUncalled.xcprivacy", True)[0],
         "declares NSPrivacyAccessedAPICategoryActiveKeyboards, which its code does not call"),
    ]
    failed = False
    for description, problems, expected in cases:
        if any(expected in problem for problem in problems):
            print(f"check-privacy: self-test: {description}: reported")
        else:
            print(f"check-privacy: self-test: {description}: NOT reported ({problems})", file=sys.stderr)
            failed = True
    return not failed


def main():
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    targets, manifests = package_targets()
    problems = []
    checked = set()
    for name, sources, manifest, declared_as_resource in targets:
        target_problems, found = check_target(name, sources, manifest, declared_as_resource)
        problems += target_problems
        checked.add(manifest)
        if found and not target_problems:
            print(f"check-privacy: {name}: {', '.join(sorted(c.removeprefix('NSPrivacyAccessedAPICategory') for c in found))} declared")
    for manifest in manifests:
        if manifest not in checked:
            try:
                read_manifest(manifest)
            except ValueError as error:
                problems.append(str(error))
    for problem in problems:
        print(f"check-privacy: {problem}", file=sys.stderr)
    print(f"check-privacy: {len(targets)} targets an app can link, {len(manifests)} manifests")
    passed = not problems
    if "--self-test" in sys.argv[1:]:
        passed = self_test() and passed
    sys.exit(0 if passed else 1)


if __name__ == "__main__":
    main()
