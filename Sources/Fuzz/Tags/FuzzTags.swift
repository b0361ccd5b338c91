import FuzzChecks

/// libFuzzer's entry point: one input through the `Tags` checks (``FuzzTarget/tags``).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzTarget.tags.fuzz(data, size)
}

#if !FUZZING
    /// Without libFuzzer: replays the files and directories given as arguments.
    @main enum Replay {
        static func main() { FuzzTarget.tags.replay(CommandLine.arguments.dropFirst()) }
    }
#endif
