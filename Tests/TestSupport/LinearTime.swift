#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether work grows linearly with its input, told apart from quadratic work by timing one
/// size against eight times that size: linear work takes about 8 times as long, quadratic 64.
/// The bound allows 20 (plus 20 ms for fixed costs), so noise or a sanitized build does not fail
/// it, where a wall-clock limit would; the times are the thread's processor time, which a loaded
/// machine does not stretch.
///
/// ```swift
/// let growth = try LinearTime.measure(size: 1000, input: makeObject) { try JSONValue.parse($0) }
/// #expect(growth.isLinear, "\(growth)")
/// ```
public struct LinearTime: CustomStringConvertible, Sendable {
    /// The smaller size and its time in seconds.
    public let size: Int
    public let seconds: Double
    /// The time in seconds at eight times the size.
    public let eightTimesSeconds: Double

    /// The largest ratio of the two times that still counts as linear.
    public static let bound = 20.0

    public var isLinear: Bool { eightTimesSeconds < Self.bound * seconds + 0.02 }

    public var description: String {
        "size \(size): \(seconds) s, size \(8 * size): \(eightTimesSeconds) s (linear under \(Self.bound)× + 20 ms)"
    }

    /// Times `work` on `input(size)` and on `input(8 * size)` (inputs are made before the
    /// clock starts), each the fastest of its runs: the smaller one three times, the larger one
    /// again while it is over the bound, up to five times. A process descheduled on a loaded
    /// machine is slow in one run, quadratic work in every run.
    public static func measure<Input>(
        size: Int, input: (Int) throws -> Input, _ work: (Input) throws -> Void
    ) rethrows -> LinearTime {
        let small = try input(size)
        let large = try input(8 * size)
        var smallTime = Double.infinity
        for _ in 0..<3 { smallTime = min(smallTime, try seconds { try work(small) }) }
        var largeTime = try seconds { try work(large) }
        for _ in 1..<5 where largeTime >= bound * smallTime + 0.02 {
            largeTime = min(largeTime, try seconds { try work(large) })
        }
        return LinearTime(size: size, seconds: smallTime, eightTimesSeconds: largeTime)
    }

    /// The processor time `body` takes on this thread, in seconds: on a loaded machine a long
    /// run shares the processor with others and takes longer on the clock, a short run often
    /// does not, so wall-clock ratios grow with the load; this thread's own time does not.
    public static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = threadTime()
        try body()
        return threadTime() - start
    }

    private static func threadTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }
}
