#!/usr/bin/env bash
# The JVM judge of TranslationText's Android format checks: compiles
# Scripts/JavaFormatJudge/FormatJudge.java with javac (into $LANGPOLICY_JUDGE_DIR, default
# .build/java-format-judge, again only when the source is newer) and runs it as a filter: lines
# "ID<TAB>LOCALE<TAB>DEFAULT<TAB>TRANSLATION" in, "ID<TAB>TYPES<TAB>VERDICT" out (the file says
# what each means). `swift test --filter JavaJudgeTests` feeds it every formatted string of the
# fixture apps and their mutations. Needs a JDK (Debian's openjdk-17-jdk-headless).
#
#   printf '1\tfr\t%%1$s a %%2$d\t%%1$s a %%3$d\n' | Scripts/java-format-judge.sh
#   1	string,integer	throw java.util.MissingFormatArgumentException
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${LANGPOLICY_JUDGE_DIR:-$here/../.build/java-format-judge}
source=$here/JavaFormatJudge/FormatJudge.java
mkdir -p "$out"
if [ ! -f "$out/FormatJudge.class" ] || [ "$source" -nt "$out/FormatJudge.class" ]; then
    javac -encoding UTF-8 -d "$out" "$source"
fi
exec java -Dfile.encoding=UTF-8 -cp "$out" FormatJudge
