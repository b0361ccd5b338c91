import FuzzChecks

/// libFuzzer's entry point: one input through the `CInterface` checks (``FuzzTarget/cInterface``).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzTarget.cInterface.fuzz(data, size)
}

#if !FUZZING
    /// Without libFuzzer: replays the files and directories given as arguments.
    @main enum Replay {
        static func main() { FuzzTarget.cInterface.replay(CommandLine.arguments.dropFirst()) }
    }
#endif
