import Foundation

let usage = """
    Usage: Benchmarks [all|tags|first-use|resolve [--workload FILE]|input|detect|bridge|platforms|scan|scan-apk [FILE]|report|text]

    Times the library's hot paths (build with `swift run -c release Benchmarks`). Each
    measurement prints one line, `NAME: MEDIAN ns/op …`, with a checksum of the results.
      tags        parse, canonicalize, maximize and minimize over a corpus of device locales
      first-use   the first use of the CLDR tables, median over fresh processes
      resolve     app-language decisions from strings and from parsed tags, and building a
                  30-locale policy; --workload FILE reads JSON lines
                  {"supported": [...], "preferences": [...], "default": "en"}
      input       input-language hints, identifying a 200-character message, tracker updates
      detect      detect-60: the statistical identifier on 60-character messages, and its
                  first use in fresh processes (identifier-first-use)
      bridge      the JSON interface behind the C ABI and JNI: one app-language decision
      platforms   one context through the policy and Apple's and Android's models, and a
                  population report of 100,000 device lists (a 30-locale policy)
      scan        langpolicy scan of the NewPipe fixture app of the pinned data (125 folders)
      scan-apk [FILE]  an APK of NewPipe's strings (built with aapt2, or FILE) read into the built-app model
      report      langpolicy report of NewPipe (its proposed policy, the built-in population), written
      text        the translated-text checks of one value: aapt2's reading, Java's and CoreFoundation's
                  format checks against the default, a locale's plural rules and one category
    """

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch arguments.first ?? "all" {
    case "all":
        try TagBenchmarks.measureFirstUse()
        TagBenchmarks.run()
        try ResolveBenchmarks.run(workload: nil)
        runInputBenchmarks()
        try IdentifierBenchmarks.measureFirstUse()
        IdentifierBenchmarks.run()
        BridgeBenchmarks.run()
        try PlatformBenchmarks.run()
        ScanBenchmarks.run()
        try ArtifactBenchmarks.run(apk: nil)
        try ReportBenchmarks.run()
        TextBenchmarks.run()
    case "text":
        TextBenchmarks.run()
    case "report":
        try ReportBenchmarks.run()
    case "scan-apk":
        try ArtifactBenchmarks.run(apk: arguments.count > 1 ? arguments[1] : nil)
    case "platforms":
        try PlatformBenchmarks.run()
    case "bridge":
        BridgeBenchmarks.run()
    case "input":
        runInputBenchmarks()
    case "detect":
        try IdentifierBenchmarks.measureFirstUse()
        IdentifierBenchmarks.run()
    case "identifier-first-use-once":
        IdentifierBenchmarks.firstUse()
    case "scan":
        ScanBenchmarks.run()
    case "resolve":
        guard arguments.count == 1 || arguments.count == 3 && arguments[1] == "--workload" else {
            throw BenchmarkError(description: "usage: Benchmarks resolve [--workload FILE]")
        }
        try ResolveBenchmarks.run(workload: arguments.count == 3 ? arguments[2] : nil)
    case "tags":
        TagBenchmarks.run()
    case "first-use":
        try TagBenchmarks.measureFirstUse()
    case "first-use-once":
        TagBenchmarks.firstUse()
    case "--help", "-h", "help":
        print(usage)
    default:
        FileHandle.standardError.write(Data("Benchmarks: unknown benchmark '\(arguments[0])'\n\(usage)\n".utf8))
        exit(2)
    }
} catch {
    FileHandle.standardError.write(Data("Benchmarks: \(error)\n".utf8))
    exit(1)
}
