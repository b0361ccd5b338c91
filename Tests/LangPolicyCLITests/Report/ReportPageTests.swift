import Foundation
import TestSupport
import Testing

@testable import LangPolicyCLI

/// `langpolicy report`: the page has every section, every locale row and every finding of the
/// scan; nothing from a file can add markup; nothing is fetched; NewPipe's page stays small.
@Suite struct ReportPageTests {
    static let root = PinnedData.repository.path + "/"
    static let gradle = root + "Tests/Fixtures/GradleProject"
    static let xcode = root + "Tests/Fixtures/XcodeProject"
    static let policy = root + CLISnapshotTests.fixtures + "policy-for-export.json"

    /// Writes the page of `arguments` to a temporary file and returns its text.
    static func page(_ arguments: [String]) throws -> (run: CLIRun, html: String) {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID()).html").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let run = CLIRun(["report"] + arguments + ["-o", output])
        let html = FileManager.default.contents(atPath: output).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return (run, html)
    }

    static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func hasEverySectionLocaleAndFinding() throws {
        let (run, html) = try Self.page(["--policy", Self.policy, Self.xcode, Self.gradle])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.hasPrefix("wrote "))
        for id in ["policy", "matrix", "population", "apps"] {
            #expect(html.contains("<section id=\"\(id)\" aria-labelledby=\"\(id)-h\"><h2 id=\"\(id)-h\">"), "\(id)")
        }
        #expect(!html.contains("id=\"artifacts\""), "no artifact scanned: no artifact section")
        // The scan's own JSON says how many locale rows and findings there are.
        let scan = CLIRun(["scan", "--json", "--policy", Self.policy, Self.xcode, Self.gradle])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(scan.output.utf8)) as? [String: Any])
        let sections = (document["apple"] as? [[String: Any]] ?? []) + (document["android"] as? [[String: Any]] ?? [])
        let locales = sections.flatMap { $0["locales"] as? [[String: Any]] ?? [] }
        let findings = sections.flatMap { $0["findings"] as? [[String: Any]] ?? [] }
        #expect(!locales.isEmpty && !findings.isEmpty)
        #expect(Self.count(" data-locale=\"", in: html) == locales.count)
        #expect(Self.count(" data-finding=\"", in: html) == findings.count)
        for finding in findings {
            let code = try #require(finding["code"] as? String)
            #expect(html.contains("data-finding=\"\(code)\""))
        }
        // Every supported locale has a matrix row, and a table has headers and a caption.
        #expect(Self.count("<tr id=\"m", in: html) >= 8)
        #expect(Self.count("<caption", in: html) == Self.count("<table", in: html))
        #expect(Self.count("<th scope=\"col\">", in: html) >= 4 * Self.count("<table", in: html) / 2)
    }

    /// Issue 30, item 5: the header counts everything the page shows, lint's findings on the
    /// policy too, and the page lists them (before: "0 errors, 0 warnings, 0 notes" on a policy
    /// lint warned about).
    @Test func countsAndShowsWhatLintSaysOfThePolicy() throws {
        let policy = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: policy) }
        try #"{"policyVersion": 1, "productDefault": "en", "supportedLocales": ["en", "zh", "zh-Hans"]}"#.write(
            toFile: policy, atomically: true, encoding: .utf8)
        let (run, html) = try Self.page(["--policy", policy])
        #expect(run.status == 0, "\(run.error)")
        #expect(html.contains("; lint: 0 errors, 1 warning, 0 notes;"))
        #expect(Self.count("<li data-level=\"warning\">", in: html) == 1)
        #expect(html.contains("zh-Hans is the same locale as zh after likely subtags"))
    }

    /// Each locale row says how many values are translated, untranslated and broken, as the
    /// scan counts them (translated: the development language's keys it has, less the
    /// untranslated ones).
    @Test func localeRowsSayTranslatedUntranslatedAndBroken() throws {
        let (_, html) = try Self.page(["--policy", Self.policy, Self.xcode, Self.gradle])
        for column in ["Translated", "Untranslated", "Broken"] {
            #expect(html.contains("<th scope=\"col\">\(column)</th>"), "\(column)")
        }
        let scan = CLIRun(["scan", "--json", "--policy", Self.policy, Self.xcode, Self.gradle])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(scan.output.utf8)) as? [String: Any])
        let sections = (document["apple"] as? [[String: Any]] ?? []) + (document["android"] as? [[String: Any]] ?? [])
        var broken = 0
        for row in sections.flatMap({ $0["locales"] as? [[String: Any]] ?? [] }) {
            guard let missing = row["missing"] as? Int, let keys = row["keys"] as? Int,
                let extra = row["extra"] as? Int,
                let untranslated = row["untranslated"] as? Int, let folder = row["folder"] as? String,
                let count = row["broken"] as? Int
            else { continue }
            broken += count
            let cells = [missing, keys - extra - untranslated, untranslated, count].map {
                "<td class=\"num\">\($0)</td>"
            }
            #expect(html.contains(cells.joined()), "\(folder)")
        }
        #expect(broken > 0, "the Xcode fixture's French plural lacks one")
    }

    /// Nothing leaves the page: no script, no stylesheet, image or font from anywhere, and the
    /// policy forbids any other request.
    @Test func fetchesNothing() throws {
        let (_, html) = try Self.page(["--policy", Self.policy, Self.gradle])
        #expect(!html.contains("<script"))
        #expect(!html.contains("src="))
        #expect(!html.contains("@import"))
        #expect(!html.contains("url("))
        #expect(!html.contains("<link"))
        #expect(!html.contains("http:") && !html.contains("https:"))
        #expect(html.contains("Content-Security-Policy\" content=\"default-src 'none'"))
    }

    /// A path, a folder name or a message that holds markup is shown as text.
    @Test func escapesEverythingFromFiles() throws {
        let hostile = "x\"><script>alert(1)</script><img src=x onerror=alert(2)>"
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID())")
            .appendingPathComponent(hostile)
        let values = root.appendingPathComponent("app/src/main/res/values")
        try FileManager.default.createDirectory(at: values, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("app/src/main/res/values-fr'<b>"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        try #"<resources><string name="a">A</string></resources>"#.write(
            to: values.appendingPathComponent("strings.xml"), atomically: true, encoding: .utf8)
        try #"<resources><string name="a">B</string></resources>"#.write(
            to: root.appendingPathComponent("app/src/main/res/values-fr'<b>/strings.xml"), atomically: true,
            encoding: .utf8)
        let (run, html) = try Self.page(["--policy", Self.policy, root.path])
        #expect(run.status == 0, "\(run.error)")
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "the path is shown, as text")
        #expect(!html.contains("<script"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("<b>"))
        #expect(!html.contains("onerror=alert") || html.contains("&lt;img src=x onerror=alert(2)&gt;"))
        #expect(HTML.escaped("<a href='x'>\"&\u{1}") == "&lt;a href=&#39;x&#39;&gt;&quot;&amp;\u{FFFD}")
    }

    @Test(
        .requires(
            PinnedData.has("fixtures/apps/TeamNewPipe-NewPipe"), PinnedData.missing("fixtures/apps/TeamNewPipe-NewPipe")
        ))
    func newPipeInOnePageUnderTwoMegabytes() throws {
        let app = try PinnedData.url("fixtures/apps/TeamNewPipe-NewPipe").path
        let policy = FileManager.default.temporaryDirectory.appendingPathComponent("newpipe-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: policy) }
        let proposal = CLIRun(["policy", "from-resources", app])
        try proposal.output.write(toFile: policy, atomically: true, encoding: .utf8)
        let (run, html) = try Self.page(["--policy", policy, app])
        #expect(run.status == 0, "\(run.error)")
        #expect(html.utf8.count < 2_000_000, "\(html.utf8.count) bytes")
        let supported = Self.count(" data-supported=\"", in: html)
        #expect(supported > 100, "NewPipe's locales are the policy's")
        #expect(Self.count(" data-locale=\"", in: html) >= 125)
    }

    @Test func needsAnOutput() {
        let run = CLIRun("report", "--policy", Self.policy)
        #expect(run.status == 2)
        #expect(run.error.contains("give -o FILE"))
    }
}
