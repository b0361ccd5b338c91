/// A log-likelihood difference, the unit of ``LanguageIdentificationReport``'s scores and
/// margins: natural-log units (nats), kept exactly as the identifier computes them, in 1/1024
/// nat (``fixedPoint``), so that every platform gives the same numbers. It prints as the
/// command line does, in nats with two decimals.
///
/// ```swift
/// StatisticalLanguageIdentifier.margin               // 4.00 nats
/// StatisticalLanguageIdentifier.margin.value         // 4.0
/// StatisticalLanguageIdentifier.margin.fixedPoint    // 4096
/// ```
public struct Nats: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The value in 1/1024 nat: exact, as the identifier computes and JSON reports write it.
    public let fixedPoint: Int

    /// The value of `fixedPoint` 1/1024 nats.
    public init(fixedPoint: Int) { self.fixedPoint = fixedPoint }

    /// The value in nats.
    public var value: Double { Double(fixedPoint) / 1024 }

    /// `12.31 nats`.
    public var description: String { "\(decimals) nats" }

    /// The value in nats with two decimals, rounded half away from zero (`12.31`, `-0.50`).
    package var decimals: String {
        let hundredths = (abs(fixedPoint) * 100 + 512) / 1024
        let fraction = hundredths % 100
        return
            "\(fixedPoint < 0 && hundredths > 0 ? "-" : "")\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    public static func < (lhs: Nats, rhs: Nats) -> Bool { lhs.fixedPoint < rhs.fixedPoint }
}
