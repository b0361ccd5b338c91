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

    /// A localization the scan cannot read (a truncated strings.xml, random bytes, an invalid
    /// .strings) fails every command that reads the resources, with the path and the reader's
    /// reason: never "no strings", never a proposal without the locale, never advice to name a
    /// folder what it is already named.
    @Test func aCorruptStringsFileFailsEveryCommandWithItsPathAndReason() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("corrupt-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "android/app/src/main/res/values/strings.xml": #"<resources><string name="a">A</string></resources>"#,
            "android/app/src/main/res/values-de/strings.xml": #"<resources><string name="a">Ä</str"#,
            "android/app/src/main/res/values-fr/strings.xml": "\u{1}\u{7F}garbage\u{0}",
            "ios/App/en.lproj/Localizable.strings": #""a" = "A";"#,
            "ios/App/fr.lproj/Localizable.strings": #""a" = "Ä"#,
        ]
        for (path, text) in files {
            let url = URL(fileURLWithPath: folder + "/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let reasons = [
            "\(folder)/android/app/src/main/res/values-de/strings.xml: line 1: ",
            "\(folder)/android/app/src/main/res/values-fr/strings.xml: line 1: ",
            "\(folder)/ios/App/fr.lproj/Localizable.strings: line 1: unterminated string",
        ]
        let runs = [
            ["policy", "from-resources", folder],
            ["export", "android-locale-config", Self.policy, "--app", folder],
            ["export", "apple-known-regions", Self.policy, "--app", folder],
            ["report", folder, "--policy", Self.policy, "-o", "-"],
            ["scan", folder, "--policy", Self.policy],
        ]
        for arguments in runs {
            let run = CLIRun(arguments)
            #expect(run.status == 1, "\(arguments)")
            for reason in reasons {
                #expect((run.error + run.output).contains(reason), "\(arguments): \(reason)")
            }
            #expect(!run.error.contains("no strings"), "\(arguments)")
        }
        #expect(CLIRun(runs[0]).output.isEmpty, "no proposal that leaves out a locale")
        let scan = CLIRun(runs[4]).output
        #expect(!scan.contains("name it values-fr") && !scan.contains("add fr.lproj"), "\(scan)")
        #expect(!scan.contains("has no strings"), "\(scan)")
        #expect(scan.contains("fr: values-fr has a strings file the scan could not read"), "\(scan)")
    }

    /// Lint's platform warnings are true: without the app, it says which folder names it
    /// assumes and offers the legacy code Android matches (values-in, values-iw); with the app
    /// (an iOS app, kiwix), only the platform it ships.
    @Test(
        .requires(
            PinnedData.has("fixtures/apps/kiwix-kiwix-apple"), PinnedData.missing("fixtures/apps/kiwix-kiwix-apple")))
    func lintSaysWhatItAssumesAndChecksTheAppsOwnPlatforms() throws {
        let app = try PinnedData.url("fixtures/apps/kiwix-kiwix-apple").path
        let policy = FileManager.default.temporaryDirectory.appendingPathComponent("kiwix-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: policy) }
        let proposal = CLIRun("policy", "from-resources", app)
        try proposal.output.write(toFile: policy, atomically: true, encoding: .utf8)
        let assumed = CLIRun("lint", policy)
        #expect(assumed.output.contains("fix: rename values-id to values-in"), "\(assumed.output)")
        #expect(assumed.output.contains("fix: rename values-he to values-iw"))
        #expect(assumed.output.contains("note: platform warnings: named after the policy's locales"))
        let scanned = CLIRun("lint", policy, "--app", app)
        #expect(scanned.status == 0)
        #expect(!scanned.output.contains("Android loads"), "\(scanned.output)")
        #expect(scanned.output.contains("note: platform warnings: Apple as scanned"))
        // platforms too: the fix Android needs, and what it assumes or reads.
        let platforms = CLIRun("platforms", "--policy", policy, "--device", "id")
        #expect(platforms.output.contains("- rename values-id to values-in"), "\(platforms.output)")
        #expect(platforms.error.contains("note: what the app ships is assumed named after the policy's locales"))
        let read = CLIRun("platforms", "--policy", policy, "--device", "id", "--app", app)
        #expect(read.error.contains("note: what the app ships: Apple as scanned"), "\(read.error)")
    }

    /// A value no build file gave is not shown as a fact: minSdk and languageSplits are null
    /// with the reason in the JSON, and "unknown (no build file read)" on the report's page;
    /// an Android-only app's page has no Apple column, and its header counts the platform
    /// disagreements it shows.
    @Test func valuesTheScanDidNotReadAreLabelled() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nobuild-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (path, text) in [
            "app/src/main/res/values/strings.xml": #"<resources><string name="a">A</string></resources>"#,
            "app/src/main/res/values-fr/strings.xml": #"<resources><string name="a">À</string></resources>"#,
        ] {
            let url = URL(fileURLWithPath: folder + "/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let json = CLIRun("scan", folder, "--policy", Self.policy, "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let android = try #require((document["android"] as? [[String: Any]])?.first)
        #expect(android["minSdk"] is NSNull)
        #expect(android["languageSplits"] is NSNull)
        #expect(
            android["notRead"] as? [String: String] == [
                "minSdk": "no build file read", "languageSplits": "no build file read",
            ])
        let page = CLIRun("report", folder, "--policy", Self.policy, "-o", "-").output
        #expect(page.contains("unknown (no build file read)"))
        #expect(!page.contains("<dd>1</dd>"))
        #expect(!page.contains("Apple shows") && !page.contains(">Apple<"), "an Android-only app")
        #expect(page.contains("platform disagreement"))
    }

    /// A language code no registry assigns is a finding in lint, export and scan, with the
    /// nearest registered code.
    @Test func anUnknownLanguageIsAFindingEverywhere() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unknown-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let policy = folder + "/policy.json"
        for (path, text) in [
            "app/src/main/res/values/strings.xml": #"<resources><string name="a">A</string></resources>"#,
            "app/src/main/res/values-xx/strings.xml": #"<resources><string name="a">X</string></resources>"#,
            "policy.json": #"{"supportedLocales": ["en", "zz"], "productDefault": "en", "policyVersion": 1}"#,
        ] {
            let url = URL(fileURLWithPath: folder + "/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let lint = CLIRun("lint", policy, "--without-platforms")
        #expect(
            lint.output.contains("warning: $.supportedLocales[1]: zz has the language code zz, which no language has"))
        let export = CLIRun("export", "android-locale-config", policy)
        #expect(export.error.contains("zz has the language code zz, which no language has"), "\(export.error)")
        let scan = CLIRun("scan", folder + "/app", "--policy", policy)
        #expect(scan.output.contains("values-xx: xx is no language code"), "\(scan.output)")
        #expect(scan.output.contains("did you mean xh?"))
    }

    /// Issue 30, item 3: `platforms --app` compares the platforms the app ships only: an
    /// Android-only app gets no Apple line, no Apple remedy, and agrees when Android does
    /// (before: both platforms, and an Apple disagreement failed --require-agreement).
    @Test func platformsComparesOnlyThePlatformsTheAppShips() {
        let run = CLIRun(
            "platforms", "--policy", Self.policy, "--app", Self.root + "Tests/Fixtures/GradleProject", "--device",
            "fr-FR,en")
        #expect(run.output.contains("Android loads:"))
        #expect(!run.output.contains("Apple shows:"))
        #expect(!run.output.contains("To make Apple"))
        #expect(run.error.contains("note: the app ships for Android only: the other platform is not compared"))
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
