internal import FuzzChecks

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// The one fuzz executable: every ``FuzzTarget`` behind one binary, the target named by the
/// `LANGPOLICY_FUZZ_TARGET` environment variable under libFuzzer (`Scripts/fuzz.sh` sets it),
/// or by the first argument when replaying files (`Fuzz Tags Fuzz/Corpus/Tags`).
nonisolated(unsafe) private var selectedTarget: FuzzTarget?

/// libFuzzer's initializer: reads the target's name once, before the first input.
@_cdecl("LLVMFuzzerInitialize")
package func fuzzInitialize(
    _ argc: UnsafeMutablePointer<CInt>?,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> CInt {
    guard let name = getenv("LANGPOLICY_FUZZ_TARGET").map({ String(cString: $0) }),
        let target = FuzzTarget(rawValue: name)
    else {
        print(
            "Fuzz: set LANGPOLICY_FUZZ_TARGET to one of \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))")
        exit(2)
    }
    selectedTarget = target
    return 0
}

/// libFuzzer's entry point: one input through the selected target's checks.
@_cdecl("LLVMFuzzerTestOneInput")
package func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    selectedTarget?.fuzz(data, size) ?? 0
}

#if !FUZZING
    /// Without libFuzzer: `Fuzz TARGET FILE_OR_DIRECTORY…` replays the files through the target.
    @main enum Replay {
        static func main() {
            let arguments = CommandLine.arguments.dropFirst()
            guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
                print(
                    "Usage: Fuzz TARGET FILE_OR_DIRECTORY...   (TARGET: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")))"
                )
                exit(2)
            }
            target.replay(arguments.dropFirst())
        }
    }
#endif
