import FuzzChecks

/// libFuzzer's entry point: one input through the `Tables` checks (``FuzzTarget/tables``).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzTarget.tables.fuzz(data, size)
}

#if !FUZZING
    /// Without libFuzzer: replays the files and directories given as arguments.
    @main enum Replay {
        static func main() { FuzzTarget.tables.replay(CommandLine.arguments.dropFirst()) }
    }
#endif
