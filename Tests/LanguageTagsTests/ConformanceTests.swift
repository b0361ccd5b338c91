import Foundation
import LanguageTags
import TestSupport
import Testing

/// Every line of CLDR's own conformance files (the pinned data's cldr folder), against the pinned data.
@Suite struct ConformanceTests {
    /// `file ; input` → reason, from Conformance/known-divergences.txt.
    static let knownDivergences: [String: String] = {
        let url = PinnedData.repository.appendingPathComponent(
            "Tests/LanguageTagsTests/Conformance/known-divergences.txt")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        var result: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: ";", maxSplits: 2).map { $0.trimmingCharacters(in: .whitespaces) }
            if fields.count == 3 { result["\(fields[0]) ; \(fields[1])"] = fields[2] }
        }
        return result
    }()

    /// Checks `failures` (input → message) against the known divergences of `file`.
    func expectOnlyKnownDivergences(_ file: String, _ failures: [String: String], total: Int) {
        let known = Self.knownDivergences.filter { $0.key.hasPrefix(file + " ;") }
        for (input, message) in failures.sorted(by: { $0.key < $1.key }) where known["\(file) ; \(input)"] == nil {
            Issue.record("\(file): \(message)")
        }
        for key in known.keys.sorted() where failures[String(key.dropFirst(file.count + 3))] == nil {
            Issue.record("\(key) is listed as a known divergence but now passes; remove it")
        }
        print("\(file): \(total - failures.count) of \(total) lines pass, \(failures.count) known divergences")
    }

    @Test(.requires(PinnedData.has("cldr/likelySubtags.txt"), PinnedData.missing("cldr/likelySubtags.txt")))
    func likelySubtags() throws {
        let lines = try PinnedData.dataLines("cldr/likelySubtags.txt")
        var failures: [String: String] = [:]
        for (number, line) in lines {
            let fields = line.split(separator: ";", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            try #require(fields.count == 4, "likelySubtags.txt:\(number) has \(fields.count) fields")
            let source = fields[0]
            let expectedMax = fields[1]
            let expectedScript = fields[2].isEmpty ? expectedMax : fields[2]
            let expectedRegion = fields[3].isEmpty ? expectedScript : fields[3]
            let tag = try LanguageTag(parsing: source)
            let actual = [
                tag.maximized()?.description ?? "FAIL",
                tag.minimized(favoring: .script)?.description ?? "FAIL",
                tag.minimized(favoring: .region)?.description ?? "FAIL",
            ]
            let expected = [expectedMax, expectedScript, expectedRegion]
            if actual != expected {
                failures[source] = "line \(number) \(source): expected \(expected), got \(actual)"
            }
        }
        #expect(lines.count > 1700)
        expectOnlyKnownDivergences("likelySubtags.txt", failures, total: lines.count)
    }

    @Test(
        .enabled(
            if: PinnedData.has("cldr/localeCanonicalization.txt"), PinnedData.missing("cldr/localeCanonicalization.txt")
        ))
    func localeCanonicalization() throws {
        let lines = try PinnedData.dataLines("cldr/localeCanonicalization.txt")
        var failures: [String: String] = [:]
        for (number, line) in lines {
            let fields = line.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            try #require(fields.count == 2, "localeCanonicalization.txt:\(number) has \(fields.count) fields")
            let expected = fields[1].replacingOccurrences(of: "_", with: "-")
            let actual: String
            do {
                actual = try LanguageTag(parsing: fields[0]).canonicalized().description
            } catch {
                actual = "error: \(error)"
            }
            if actual != expected {
                failures[fields[0]] = "line \(number) \(fields[0]): expected \(expected), got \(actual)"
            }
        }
        #expect(lines.count > 1700)
        expectOnlyKnownDivergences("localeCanonicalization.txt", failures, total: lines.count)
    }
}
