import Foundation
import FuzzChecks

// Temporary (ident branch): the statistical identifier's fuzz executable until the main
// session wires IdentifierFuzzCheck into FuzzTarget. Build and run as Scripts/fuzz.sh does:
//   swift build -c release --product FuzzIdentifier --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address \
//       -Xswiftc -DFUZZING --scratch-path .build-fuzz
//   SWIFT_BACKTRACE=enable=no .build-fuzz/release/FuzzIdentifier -runs=1000000 -max_len=4096

/// libFuzzer's entry point: one input through ``IdentifierFuzzCheck``.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    do {
        try IdentifierFuzzCheck.check(UnsafeBufferPointer(start: size > 0 ? data : nil, count: size))
    } catch {
        fatalError("FuzzIdentifier: \(error)")
    }
    return 0
}

#if !FUZZING
    /// Without libFuzzer: runs each file given as an argument through the check.
    @main enum Replay {
        static func main() {
            for path in CommandLine.arguments.dropFirst().flatMap(FuzzTarget.inputFiles(at:)) {
                let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
                bytes.withUnsafeBufferPointer { _ = fuzzTestOneInput($0.baseAddress, $0.count) }
            }
        }
    }
#endif
