#!/usr/bin/env bash
# Downloads the pinned data the generators and the data-driven tests read into Data/ (which git
# ignores), checking each file's sha256: CLDR 46 (unicode-org/cldr, tag release-46), Unicode
# 15.0.0 (unicode.org) and ICU 76.1's matcher test data. Needs internet access (curl, unzip);
# the development machine of this project has none, so this script has not been run there: it
# is checked by hash against the copies that machine reads from ../shared.
#
#   Scripts/fetch-data.sh [DIR]      (default: Data/ in the repository)
#
# Not downloadable as such, because they are not published files but extracts or curated sets
# (tests that need them say so in one line and are skipped): platforms/apple/*.tsv (tables and
# test vectors extracted from apple-oss-distributions/ICU, tag ICU-76142.2: ualoc.cpp,
# localefallback_data.h, cloctst.c), platforms/PLATFORM-MATCHING.md (notes quoting AOSP's test
# vectors), tools/platform-oracles (small programs over lib_FoundationICU and Debian's
# libandroidfw) and fixtures/apps (four apps' resources at the commits their SOURCE.txt names).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$root/Data}
cldr=https://raw.githubusercontent.com/unicode-org/cldr/release-46
ucd=https://www.unicode.org/Public/15.0.0/ucd
icu=https://raw.githubusercontent.com/unicode-org/icu/release-76-1
mkdir -p "$out/cldr" "$out/unicode" "$out/reference/icu"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# fetch URL PATH SHA256: downloads URL to DIR/PATH and checks its hash.
fetch() {
    curl --fail --silent --show-error --location "$1" -o "$out/$2"
    check "$2" "$3"
}
check() {
    local actual
    actual=$(sha256sum "$out/$1" | cut -d' ' -f1)
    if [ "$actual" != "$2" ]; then
        echo "fetch-data: $1 has sha256 $actual, not the pinned $2" >&2
        exit 1
    fi
    echo "fetch-data: $1 ok"
}

fetch "$cldr/common/supplemental/likelySubtags.xml" cldr/likelySubtags.xml \
    a8c085186c074062c9665cab5270313e77e118184dfd80465864e24de674bf42
fetch "$cldr/common/supplemental/supplementalMetadata.xml" cldr/supplementalMetadata.xml \
    bb293b6f5d879bc8a97330d9623eb0c19cd5a402cb53e7a18e8c4de74b2d07e2
fetch "$cldr/common/supplemental/languageInfo.xml" cldr/languageInfo.xml \
    3370e0a354e7cd734586a178363cd0beaaf93df9cd604985cc6108e3eadc292b
fetch "$cldr/common/testData/localeIdentifiers/likelySubtags.txt" cldr/likelySubtags.txt \
    d276557b12778fec310078b8bd34a5bd1b64731357925965b2059c00601e993c
fetch "$cldr/common/testData/localeIdentifiers/localeCanonicalization.txt" cldr/localeCanonicalization.txt \
    f5d12122b37e9a25faf992966be5f2a3f3146ec4b8ca505f5c043a3e542c2464
fetch "$cldr/common/testData/localeIdentifiers/_readme.txt" cldr/_readme.txt \
    a19046c47405e86598711af16fe3a69a0f0c8353a1cc7c6b27307226215a6f49
fetch "$cldr/LICENSE" cldr/LICENSE 743308f92225393665b0722b73418b4d4061fd2163e8e9c38b3368904acf19d6

# parentLocales.xml is the pinned extract of supplementalData.xml (git blob 65b2d681…, lines
# 5449-5468: the three <parentLocales> elements) inside the extract's own header and root.
curl --fail --silent --show-error --location "$cldr/common/supplemental/supplementalData.xml" -o "$work/supplementalData.xml"
blob=$(git hash-object "$work/supplementalData.xml")
[ "$blob" = 65b2d6819eaff0ef9a1280ccd08e4efe6e174519 ] || { echo "fetch-data: supplementalData.xml is blob $blob" >&2; exit 1; }
{
    cat <<'HEADER'
<?xml version="1.0" encoding="UTF-8" ?>
<!--
EXTRACT, not an original CLDR file.
Source: common/supplemental/supplementalData.xml of Unicode CLDR 46 (release-46), lines 5449-5468:
the three <parentLocales> elements, copied byte for byte.
Added around them: this comment, a <supplementalData> root element and the <version> line
of the original file. The original DOCTYPE (../../common/dtd/ldmlSupplemental.dtd) is left out.
Header of the original file:
Copyright © 1991-2023 Unicode, Inc.
CLDR data files are interpreted according to the LDML specification (http://unicode.org/reports/tr35/)
For terms of use, see https://www.unicode.org/copyright.html
-->
<supplementalData>
    <version number="$Revision$"/>
HEADER
    sed -n 5449,5468p "$work/supplementalData.xml"
    echo "</supplementalData>"
} > "$out/cldr/parentLocales.xml"
check cldr/parentLocales.xml 921d0fd8edb9dae7859d59609e7f760b7bfb28971f2d8806da42879e965f65c9
# The generator reads the CLDR version from the data's README.
printf '# Unicode CLDR reference data (CLDR 46)\n\nEvery file here comes from **one CLDR release: CLDR 46 (git tag `release-46` of\nunicode-org/cldr)**, fetched by Scripts/fetch-data.sh.\n' > "$out/cldr/README.md"

fetch "$ucd/Scripts.txt" unicode/Scripts.txt cca85d830f46aece2e7c1459ef1249993dca8f2e46d51e869255be140d7ea4b0
fetch "$ucd/ScriptExtensions.txt" unicode/ScriptExtensions.txt \
    7e07313d9d0bee42220c476b64485995130ae30917bbcf7780b602d677d7e33f
fetch "$ucd/PropertyValueAliases.txt" unicode/PropertyValueAliases.txt \
    13a7666843abea5c6b7eb8c057c57ab9bb2ba96cfc936e204224dd67d71cafad
curl --fail --silent --show-error --location "$ucd/Unihan.zip" -o "$work/Unihan.zip"
unzip -p "$work/Unihan.zip" Unihan_Variants.txt > "$out/unicode/Unihan_Variants.txt"
check unicode/Unihan_Variants.txt eaf54a2a5ea0df3e030cabe7917b04b7556e539874668eaaa106fce7c4b8bf46
printf '# Unicode Character Database files (Unicode 15.0.0)\n\nFetched by Scripts/fetch-data.sh from %s.\n' "$ucd" > "$out/unicode/README.md"

fetch "$icu/icu4c/source/test/testdata/localeMatcherTest.txt" reference/icu/localeMatcherTest.txt \
    81164fe8213246511eef29f28f8f7d74c413674fdf4c3ec8325138d3f26146c1

echo "fetch-data: the pinned data is in $out; Scripts/data-dir.sh finds it there"
