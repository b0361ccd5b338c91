import Foundation
import TestSupport
import Testing

@testable import LangPolicyCLI

/// `--format sarif`: a SARIF 2.1.0 log with one result per finding, each with its rule (the
/// finding's code), level, message and location, on the line it is about where it is known.
@Suite struct SARIFTests {
    static let root = PinnedData.repository.path + "/"

    static func log(_ arguments: [String]) throws -> (run: CLIRun, results: [[String: Any]], rules: [String]) {
        let run = CLIRun(arguments)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(document["version"] as? String == "2.1.0")
        let runs = try #require(document["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "langpolicy")
        let rules = (driver["rules"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        for result in results {
            let rule = try #require(result["ruleId"] as? String)
            #expect(rules[result["ruleIndex"] as? Int ?? -1] == rule)
            #expect(["error", "warning", "note"].contains(result["level"] as? String))
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let location = try #require(
                (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            #expect(((location["artifactLocation"] as? [String: Any])?["uri"] as? String)?.isEmpty == false)
        }
        return (run, results, rules)
    }

    static func line(_ result: [String: Any]) -> Int? {
        let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        return (location?["region"] as? [String: Any])?["startLine"] as? Int
    }

    @Test func scanHasAResultPerFindingWithItsCode() throws {
        let gradle = Self.root + "Tests/Fixtures/GradleProject"
        let policy = Self.root + CLISnapshotTests.fixtures + "policy-for-export.json"
        let (run, results, _) = try Self.log(["scan", gradle, "--policy", policy, "--format", "sarif"])
        let json = CLIRun(["scan", gradle, "--policy", policy, "--json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let findings = (document["android"] as? [[String: Any]] ?? []).flatMap {
            $0["findings"] as? [[String: Any]] ?? []
        }
        #expect(results.count == findings.count)
        #expect(results.map { $0["ruleId"] as? String } == findings.map { $0["code"] as? String })
        #expect(run.status == json.status)
        // A finding about a missing locale sits on the policy file's line of that locale.
        for (result, finding) in zip(results, findings) where finding["path"] is NSNull {
            #expect(Self.line(result) != nil, "\(finding)")
        }
    }

    /// Every location is a file relative to SRCROOT (an absolute path given becomes the way
    /// there from the directory langpolicy runs in, never a `file://` URI), and a folder's
    /// finding sits on the first line of a file in it, which code scanning can show.
    @Test func locationsAreFilesRelativeToSRCROOT() throws {
        let gradle = Self.root + "Tests/Fixtures/GradleProject"
        let policy = Self.root + CLISnapshotTests.fixtures + "policy-for-export.json"
        let (_, results, _) = try Self.log(["scan", gradle, "--policy", policy, "--format", "sarif"])
        #expect(!results.isEmpty)
        let base = FileManager.default.currentDirectoryPath
        for result in results {
            let location = try #require(
                (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let artifact = try #require(location["artifactLocation"] as? [String: Any])
            let uri = try #require(artifact["uri"] as? String)
            #expect(!uri.hasPrefix("file:") && !uri.hasPrefix("/"), "\(uri)")
            #expect(artifact["uriBaseId"] as? String == "SRCROOT")
            var isDirectory: ObjCBool = false
            let path = (base + "/" + uri).removingPercentEncoding ?? uri
            #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), "\(path)")
            #expect(!isDirectory.boolValue, "\(uri) is a folder")
            #expect(Self.line(result) != nil, "\(uri)")
        }
        #expect(SARIFLog.relative("/a/b/c/x.xml", from: "/a/b") == "c/x.xml")
        #expect(SARIFLog.relative("/a/other/x.xml", from: "/a/b") == "../other/x.xml")
        #expect(SARIFLog.relative("./app/x.xml", from: "/a/b") == "app/x.xml")
    }

    /// The lines of a lint: an alias warning on the alias's line, a non-canonical tag on its own.
    @Test func lintPointsAtTheLines() throws {
        let policy = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: policy) }
        try """
        {
          "supportedLocales": [
            "en_US",
            "iw",
            "sr-Latn"
          ],
          "productDefault": "en_US",
          "aliases": {
            "sr-Cyrl": "sr-Latn"
          },
          "policyVersion": 1
        }
        """.write(toFile: policy, atomically: true, encoding: .utf8)
        let (run, results, _) = try Self.log(["lint", "--policy", policy, "--format", "sarif", "--without-platforms"])
        // Nothing approves the script fallback: an error, on its line.
        #expect(run.status == 1)
        let byRule = Dictionary(grouping: results) { $0["ruleId"] as? String ?? "" }
        #expect(byRule["unapproved-script-fallback"]?.map(Self.line) == [9])
        #expect(byRule["unapproved-script-fallback"]?.first?["level"] as? String == "error")
        #expect(byRule["non-canonical-tag"]?.map(Self.line) == [3, 4, 7])
    }

    @Test func checkPointsAtTheFailingCase() throws {
        let table = Self.root + CLISnapshotTests.fixtures + "table-failing.json"
        let (run, results, _) = try Self.log(["check", table, "--format", "sarif"])
        #expect(run.status == 1)
        #expect(results.count == 1)
        #expect(results.first?["ruleId"] as? String == "case-failed")
        #expect(results.first.flatMap(Self.line) == 2)
    }

    @Test func linesOfAJSONDocument() {
        let index = JSONLineIndex(Array("{\n \"a\": [1,\n  {\"b\\\"c\": 2}],\n \"d\": {}\n}".utf8))
        #expect(index.line(of: .root) == 1)
        #expect(index.line(of: .root.appending("a")) == 2)
        #expect(index.line(of: .root.appending("a").appending(1).appending("b\"c")) == 3)
        #expect(index.line(of: .root.appending("d").appending("missing")) == 4)
        #expect(JSONLineIndex(Array("{\"a\": [".utf8)).line(of: .root.appending("a").appending(0)) == 1)
    }

    @Test func refusesAnUnknownFormat() {
        let run = CLIRun("check", Self.root + CLISnapshotTests.fixtures + "table-failing.json", "--format", "xml")
        #expect(run.status == 2)
        #expect(run.error.contains("--format takes text, json or sarif"))
    }
}
