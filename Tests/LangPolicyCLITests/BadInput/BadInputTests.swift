import Foundation
import TestSupport
import Testing

/// Bad input, named: every entry point that takes external data, against every kind of bad
/// input that applies to it (the table in ``EntryPoint/documented``). Each gets its documented typed
/// error or recovery, never a crash and never a hang (each input, 1 MB included, takes well
/// under a second in a debug build; the check allows 10, for sanitized builds on a loaded machine).
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
            #expect(elapsed < .seconds(10), "\(entry), \(kind): \(elapsed)")
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
                (LinearTime.seconds { _ = entry.run(eighth) } - LinearTime.seconds { _ = entry.run(sixteenth) })
                / Double(eighth.count - sixteenth.count)
            var size = nominal
            while perByte * Double(size) > 0.01, size > nominal / 16 { size /= 2 }
            let growth = LinearTime.measure(size: size, input: { entry.bytes(shape, size: $0)! }, { _ = entry.run($0) })
            #expect(growth.isLinear, "\(entry), \(shape): \(growth)")
        }
    }
}
