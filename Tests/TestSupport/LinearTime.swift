/// Whether work grows linearly with its input, told apart from quadratic work by timing one
/// size against eight times that size: linear work takes about 8 times as long, quadratic 64.
/// The bound allows 20 (plus 20 ms for fixed costs), so noise, a loaded machine or a sanitized
/// build does not fail it, where a wall-clock limit would.
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
    /// clock starts). A larger run over the bound is run once more: noise fails it once,
    /// quadratic work every time.
    public static func measure<Input>(
        size: Int, input: (Int) throws -> Input, _ work: (Input) throws -> Void
    ) rethrows -> LinearTime {
        let small = try input(size)
        let large = try input(8 * size)
        let smallTime = try seconds { try work(small) }
        var largeTime = try seconds { try work(large) }
        if largeTime >= bound * smallTime + 0.02 { largeTime = min(largeTime, try seconds { try work(large) }) }
        return LinearTime(size: size, seconds: smallTime, eightTimesSeconds: largeTime)
    }

    /// The time `body` takes, in seconds.
    public static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
}
