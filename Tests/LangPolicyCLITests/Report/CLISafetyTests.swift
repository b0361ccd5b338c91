import Foundation
import TestSupport
import Testing

/// The command line as a new user meets it in CI: a mistyped path never passes, the example
/// policy says it is one, a bad tag is reported, an unreadable file says why.
@Suite struct CLISafetyTests {
    static let root = PinnedData.repository.path + "/"
    static let policy = root + CLISnapshotTests.fixtures + "policy-for-export.json"

    static func emptyFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "notes".write(to: folder.appendingPathComponent("README.txt"), atomically: true, encoding: .utf8)
        return folder.path
    }

    @Test func nothingToScanIsAnError() throws {
        let folder = try Self.emptyFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for arguments in [["scan", folder, "--policy", Self.policy], ["policy", "from-resources", folder]] {
            let run = CLIRun(arguments)
            #expect(run.status == 1, "\(arguments)")
            #expect(run.error.contains("nothing to scan in \(folder)"), "\(run.error)")
        }
        for arguments in [["scan", folder + "-mistyped"], ["policy", "from-resources", folder + "-mistyped"]] {
            #expect(CLIRun(arguments).status != 0, "a mistyped path never passes: \(arguments)")
        }
    }

    @Test(arguments: [
        ["scan", "Tests/Fixtures/GradleProject"], ["resolve", "--device", "fr"], ["platforms", "--device", "fr"],
        ["report", "-o", "-"],
    ])
    func theExamplePolicySaysSoFirst(arguments: [String]) {
        let run = CLIRun(arguments.map { $0.hasPrefix("Tests/") ? Self.root + $0 : $0 })
        let first = run.error.split(separator: "\n").first ?? ""
        #expect(
            first.hasPrefix("note: no --policy given:") && first.contains("built-in example policy"), "\(run.error)")
        #expect(first.contains("policy from-resources"))
        let given = CLIRun(arguments.map { $0.hasPrefix("Tests/") ? Self.root + $0 : $0 } + ["--policy", Self.policy])
        #expect(!given.error.contains("built-in example"))
    }

    @Test func aMalformedTagIsReportedNeverDropped() {
        let run = CLIRun("resolve", "--device", "en_US,zh-Hant-TW-x")
        #expect(run.status == 0)
        #expect(run.error.contains("note: --device: \"en_US\" is read as en-US"))
        #expect(run.error.contains("warning: --device: \"zh-Hant-TW-x\" is not a language tag"))
        let platforms = CLIRun("platforms", "--device", "fr,xx-!!", "--policy", Self.policy)
        #expect(platforms.error.contains("\"xx-!!\" is not a language tag"))
    }

    @Test func anUnreadableFileNamesTheReason() throws {
        let missing = CLIRun("lint", "/nonexistent/policy.json")
        #expect(missing.status == 2)
        #expect(missing.error.contains("/nonexistent/policy.json: cannot read the file: No such file or directory"))
        let folder = CLIRun("check", "/tmp")
        #expect(folder.error.contains("/tmp: cannot read the file: Is a directory"))
    }

    @Test func nonCanonicalTagsInAPolicyPassWithANote() throws {
        let policy = FileManager.default.temporaryDirectory.appendingPathComponent("tags-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: policy) }
        try #"{"supportedLocales": ["en_US", "iw"], "productDefault": "en_US", "policyVersion": 1}"#.write(
            toFile: policy, atomically: true, encoding: .utf8)
        let run = CLIRun("lint", policy, "--without-platforms")
        #expect(run.status == 0)
        #expect(run.output.contains("note: $.supportedLocales[0]: \"en_US\" is en-US in canonical form; write en-US"))
        #expect(run.output.contains("note: $.supportedLocales[1]: \"iw\" is he in canonical form; write he"))
        #expect(run.output.contains("note: $.productDefault: \"en_US\" is en-US in canonical form"))
        #expect(run.output.contains("valid policy (version 1, 2 locales), 0 warnings, 3 notes"))
    }

    @Test func aTrailingCommaInAcceptLanguageIsNoEntry() {
        let run = CLIRun("resolve", "--accept-language", "fr-CH, en,", "--policy", Self.policy)
        #expect(run.status == 0)
        #expect(!run.error.contains("skipped"), "\(run.error)")
    }

    /// The smallest fix first: a policy with regional variants and no language default gets
    /// the default proposed before the platform options.
    @Test func lintSuggestsTheMissingLanguageDefaultFirst() {
        let run = CLIRun("lint", Self.root + CLISnapshotTests.fixtures + "policy-with-warnings.json")
        let english = run.output.split(separator: "\n").filter { $0.contains("where the policy decides en-US") }
        #expect(!english.isEmpty)
        for line in english { #expect(line.hasSuffix("fix: add the language default \"en\": \"en-GB\" to the policy")) }
    }
}
