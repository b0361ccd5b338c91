import AppLanguage
import Testing

@testable import ResourceScan

/// A shipped localization is its own row, whatever it is once maximized: `pt.lproj` and
/// `pt-BR.lproj`, `en` and `en-US`, `values-zh` and `values-zh-rCN` are folders the platform
/// loads, with different text. No command drops one unless asked (`--prune`), and a list that
/// leaves one out is drift the scan reports.
@Suite("Shipped localizations are never merged or dropped")
struct ShippedLocalizationTests {
    static func tree() throws -> TemporaryTree {
        let strings = #""a" = "A";"#
        let xml = "<resources><string name=\"a\">A</string></resources>"
        return try TemporaryTree([
            "ios/App.xcodeproj/project.pbxproj":
                "{ objects = { 1 = { isa = PBXProject; developmentRegion = en; knownRegions = (en, pt, Base); }; }; }",
            "ios/App/en.lproj/Localizable.strings": strings,
            "ios/App/en-US.lproj/Localizable.strings": strings,
            "ios/App/pt.lproj/Localizable.strings": strings,
            "ios/App/pt-BR.lproj/Localizable.strings": strings,
            "android/app/src/main/res/values/strings.xml": xml,
            "android/app/src/main/res/values-zh/strings.xml": xml,
            "android/app/src/main/res/values-zh-rCN/strings.xml": xml,
        ])
    }

    @Test func eachIsItsOwnRow() throws {
        let tree = try Self.tree()
        let inventory = try ResourceInventory(scanning: [tree.path], assumingDevelopmentLanguage: "en")
        #expect(
            inventory.apple?.locales.map(\.resource.folder) == ["en.lproj", "en-US.lproj", "pt.lproj", "pt-BR.lproj"])
        #expect(inventory.android?.locales.map(\.resource.folder) == ["values", "values-zh", "values-zh-rCN"])
        #expect(!(inventory.apple?.findings ?? []).contains { $0.code == .duplicateLocale })
    }

    /// A policy of `en` and `pt` and the project's knownRegions `(en, pt)`: pt-BR.lproj and
    /// en-US.lproj ship, and knownRegions does not name them.
    @Test func aListThatLeavesOneOutIsDrift() throws {
        let tree = try Self.tree()
        let policy = try AppLanguagePolicy(supportedLocales: ["en", "pt"], productDefault: "en", policyVersion: 1)
        let report = try ResourceInventory(scanning: [tree.path], assumingDevelopmentLanguage: "en").check(
            against: policy)
        #expect(
            report.appleFindings.filter { $0.code == .unlistedResources }.map(\.message) == [
                "knownRegions does not list 2 locales the policy does not support either, which have resources: "
                    + "en-US (en-US.lproj), pt-BR (pt-BR.lproj)"
            ])
    }

    @Test func proposingAndExportingKeepEveryOne() throws {
        let tree = try Self.tree()
        let inventory = try ResourceInventory(scanning: [tree.path], assumingDevelopmentLanguage: "en")
        let proposal = try PolicyProposal(inventory: inventory)
        #expect(proposal.policy.supportedLocales.map(\.description) == ["en", "en-US", "pt", "pt-BR", "zh", "zh-CN"])
        let pruned = try PolicyProposal(inventory: inventory, prune: true)
        #expect(pruned.policy.supportedLocales.map(\.description) == ["en", "pt", "zh"])
        // An export of a policy that lacks them, keeping what the app ships (the CLI's --app).
        let policy = try AppLanguagePolicy(supportedLocales: ["en", "pt"], productDefault: "en", policyVersion: 1)
        let export = AppleKnownRegionsExport(policy: policy, keeping: ["en-US", "pt-BR"])
        #expect(export.knownRegions == ["en", "Base", "pt", "en-US", "pt-BR"])
    }
}
