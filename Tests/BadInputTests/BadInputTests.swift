import Foundation
import Testing

/// Bad input, named: every entry point that takes external data, against every kind of bad
/// input that applies to it (the table in ``EntryPoint/documented``). Each gets its documented typed
/// error or recovery, never a crash, and in well under a second.
@Suite struct BadInputTests {
    /// Every entry point has its row in the table, and every row an entry point.
    @Test func theTableCoversEveryEntryPoint() {
        let names = Set(EntryPoint.all.map(\.name))
        #expect(names.count == EntryPoint.all.count)
        #expect(Set(EntryPoint.documented.keys) == names.filter { !$0.hasPrefix("C ") })
        for entry in EntryPoint.all {
            let applicable = BadInput.allCases.filter { entry.bytes($0) != nil }
            #expect(Set(entry.expected.keys) == Set(applicable), "\(entry)")
        }
    }

    @Test(arguments: EntryPoint.all)
    func everyKindOfBadInputGetsItsDocumentedOutcome(_ entry: EntryPoint) {
        let valid = entry.run(entry.valid)
        #expect(valid == "ok" || valid == "exit 0", "the valid input works: \(valid)")
        for kind in BadInput.allCases {
            guard let bytes = entry.bytes(kind) else {
                #expect(entry.expected[kind] == nil, "\(kind) does not apply to \(entry)")
                continue
            }
            let start = ContinuousClock.now
            let outcome = entry.run(bytes)
            let elapsed = ContinuousClock.now - start
            #expect(outcome == entry.expected[kind], "\(entry), \(kind)")
            #expect(elapsed < .seconds(1), "\(entry), \(kind): \(elapsed)")
        }
    }
}

/// No entry point takes more than linear time: each input shape that grows (one long string,
/// many tags, many keys) is timed at a size and at eight times that size. Linear work takes
/// about 8 times as long, quadratic work 64; the bound allows 20, for noise. The size is 256 KB
/// (a long string), 64 KB (keys) or 16 KB (tags), smaller (down to a sixteenth) for entry
/// points that do much work per tag, so that the test stays quick; the n² searches this test
/// found took seconds at those sizes. The C functions are timed with the long string only: the rest
/// of their work is their bridge function's.
@Suite struct LinearTimeTests {
    static let sizes: [EntryPoint.Shape: Int] = [.longString: 1 << 18, .manyTags: 1 << 14, .manyKeys: 1 << 16]

    /// The shortest of `runs` runs, in seconds.
    static func time(_ entry: EntryPoint, _ bytes: [UInt8], runs: Int) -> Double {
        (0..<runs).map { _ in
            let start = ContinuousClock.now
            _ = entry.run(bytes)
            let elapsed = ContinuousClock.now - start
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        }.min()!
    }

    @Test(arguments: EntryPoint.all)
    func timeGrowsLinearlyWithTheInput(_ entry: EntryPoint) {
        for shape in EntryPoint.Shape.allCases where shape == .longString || !entry.name.hasPrefix("C ") {
            // The size: the nominal one, halved (down to a sixteenth) while a run would take more
            // than 10 ms at the cost per byte measured between a sixteenth and an eighth, where a
            // quadratic term is too small to count (measuring at the size itself would shrink the
            // input until a quadratic term no longer shows) and fixed costs cancel out.
            let nominal = Self.sizes[shape]!
            guard let sixteenth = entry.bytes(shape, size: nominal / 16),
                let eighth = entry.bytes(shape, size: nominal / 8)
            else { continue }
            let perByte =
                (Self.time(entry, eighth, runs: 1) - Self.time(entry, sixteenth, runs: 1))
                / Double(eighth.count - sixteenth.count)
            var size = nominal
            while perByte * Double(size) > 0.01, size > nominal / 16 { size /= 2 }
            guard let small = entry.bytes(shape, size: size), let large = entry.bytes(shape, size: 8 * size) else {
                continue
            }
            // One run of each; a large run over the bound is run again (noise fails it once,
            // quadratic work every time). A slow small run only makes the bound looser.
            let smallTime = Self.time(entry, small, runs: 1)
            var largeTime = Self.time(entry, large, runs: 1)
            if largeTime >= 20 * smallTime + 0.02 { largeTime = min(largeTime, Self.time(entry, large, runs: 1)) }
            #expect(
                largeTime < 20 * smallTime + 0.02,
                "\(entry), \(shape): \(small.count) bytes in \(smallTime) s, \(large.count) in \(largeTime) s")
        }
    }
}
