import Foundation
import LanguageTags

/// Runs `body` (which performs `operations` operations and returns a value derived from
/// their results) for several timed rounds after a warm-up, and prints
/// `NAME: MEDIAN ns/op` followed by `extra` (a checksum) and, given `bytes` (the input size
/// of one round), the throughput.
func benchmark(
    _ name: String, operations: Int, rounds: Int = 21, extra: String = "", bytes: Int? = nil,
    _ body: () -> Int
) {
    var sink = body()
    var samples: [Double] = []
    for _ in 0..<rounds {
        let start = ContinuousClock.now
        sink &+= body()
        samples.append(nanoseconds(ContinuousClock.now - start) / Double(operations))
    }
    let median = samples.sorted()[samples.count / 2]
    blackHole(sink)
    var line = "\(name): \(String(format: "%.1f", median)) ns/op"
    if !extra.isEmpty { line += " " + extra }
    if let bytes { line += String(format: " %.1f MB/s", Double(bytes) / Double(operations) / median * 1e3) }
    print(line)
}

func nanoseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
}

/// Keeps the optimizer from discarding work whose result is otherwise unused.
@inline(never)
func blackHole(_ value: Int) {
    if value == 0x5EED_5EED { print("") }
}

/// A stable 64-bit FNV-1a checksum over strings, printed so runs can be compared.
struct Checksum {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 {
            value = (value ^ UInt64(byte)) &* 0x0100_0000_01B3
        }
        value = (value ^ 0xFF) &* 0x0100_0000_01B3
    }

    var hex: String { String(value, radix: 16) }
}

/// A tag the benchmarks write in code (`LanguageTag` has no string literals: a literal that is
/// not a tag must not compile into a crash behind a call that looks failable); a typo here stops
/// the run, as it should.
func tag(_ text: String) -> LanguageTag {
    guard let tag = LanguageTag(text) else { fatalError("not a language tag: \(text)") }
    return tag
}
