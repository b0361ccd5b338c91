import AppLanguage
import Foundation
import LangPolicyCLI
import TestSupport
import Testing
import WireDocuments

/// The tables' `apple` and `android` expectations are what the platforms' own code gives, not
/// only what the models say: Apple ICU's `ualoc_localizationsToUse` for the case's languages
/// (its first localization is the one shown; with none, the development region's), and Android
/// 10's `libandroidfw` for the device locale Android resolves with.
@Suite struct PlatformExpectationTests {
    static func cases() throws -> [PlatformCase] {
        let folder = PinnedData.repository.appendingPathComponent("Tables/app")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().flatMap { name in
            guard
                case .app(let table) = try DecisionTable(
                    json: String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                ).kind
            else { return [PlatformCase]() }
            return table.platformCases()
        }
    }

    @Test func tablesExpectPlatforms() throws {
        #expect(try Self.cases().count >= 10)
    }

    @Test(.requires(PlatformOracles.apple.isAvailable, PlatformOracles.apple.unavailable))
    func appleExpectationsAreApplesOwn() throws {
        for item in try Self.cases() {
            guard case .string(let expected)? = item.apple else { continue }
            let setup = item.check.setup
            let languages = item.context.systemAppPreference + item.context.deviceLanguages
            let available = setup.appleLocalizations.joined(separator: ",")
            var input = "\(languages.joined(separator: ","))\t\(available)"
            var result = try PlatformOracles.apple.run([input])[0].split(
                separator: "\t", omittingEmptySubsequences: false)
            if result.last?.isEmpty ?? true {
                // Nothing matched: CFBundle shows its development region's localization.
                input = "\(setup.appleDevelopmentRegion)\t\(available)"
                result = try PlatformOracles.apple.run([input])[0].split(
                    separator: "\t", omittingEmptySubsequences: false)
            }
            let shown = result.last?.split(separator: ",").first.map(String.init)
            #expect(shown == expected, "\(item.name)")
        }
    }

    @Test(.requires(PlatformOracles.android.isAvailable, PlatformOracles.android.unavailable))
    func androidExpectationsAreAndroidsOwn() throws {
        for item in try Self.cases() {
            guard case .string(let expected)? = item.android else { continue }
            let device = try #require(item.check.compare(item.context).android.deviceLocale)
            let input = "\(device)\t\(item.check.setup.androidFolders.joined(separator: ","))"
            let answer = try PlatformOracles.android.run([input], arguments: ["folders"])
            #expect(answer == ["\(input)\t\(expected)"], "\(item.name)")
        }
    }
}
