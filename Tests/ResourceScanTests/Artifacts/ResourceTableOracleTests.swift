internal import ArtifactFormats
import Foundation
import Testing

@testable import ResourceScan

/// `resources.arsc` as ``ResourceTable/init(binary:)`` reads it, against what aapt2 says of
/// the APKs it links from the fixture apps (and of Android 10's own `framework-res.apk`):
/// the same configurations, the same resources, each with values in the same
/// configurations, the same string texts.
@Suite("resources.arsc against aapt2")
struct ResourceTableOracleTests {
    /// Reads the table of `apk` and compares it with aapt2's dump; the number of resource
    /// values and texts compared.
    @discardableResult
    static func compare(_ apk: URL, minimumLocales: Int, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> (locales: Int, values: Int, texts: Int)
    {
        let archive = try ZipArchive(bytes: Array(try Data(contentsOf: apk)))
        let table = try ResourceTable(binary: try #require(try archive.contents(named: "resources.arsc")))
        let expected = try AAPT2.configurations(apk)
        let qualifiers = table.configurations.map(\.qualifier)
        #expect(Set(qualifiers) == Set(expected), sourceLocation: sourceLocation)
        #expect(qualifiers.count == expected.count, "no configuration twice", sourceLocation: sourceLocation)
        let locales = table.configurations.filter { $0.hasLocale && !$0.hasDeviceQualifiers }.count
        #expect(locales >= minimumLocales, sourceLocation: sourceLocation)

        let dumped = try AAPT2.resources(apk, configurations: Set(expected))
        var values = 0
        var texts = 0
        var seen = 0
        for package in table.packages {
            for resource in package.resources {
                let name = "\(resource.type)/\(resource.name)"
                guard let dump = dumped[name] else {
                    Issue.record("\(name) is not in aapt2's dump", sourceLocation: sourceLocation)
                    continue
                }
                seen += 1
                #expect(dump.id == resource.id, "\(name)", sourceLocation: sourceLocation)
                let mine = resource.values.map { table.configurations[$0.configuration].qualifier }
                #expect(mine.sorted() == dump.qualifiers.sorted(), "\(name)", sourceLocation: sourceLocation)
                values += mine.count
                for value in resource.values {
                    guard case .text(let text) = value.content,
                        let expected = dump.texts[table.configurations[value.configuration].qualifier]
                    else { continue }
                    #expect(text == expected, "\(name)", sourceLocation: sourceLocation)
                    texts += 1
                }
            }
        }
        #expect(seen == dumped.count, "every resource aapt2 dumps is read", sourceLocation: sourceLocation)
        return (locales, values, texts)
    }

    @Test(.requires(AAPT2.has(AAPT2.newPipe), AAPT2.notInstalled))
    func newPipe() throws {
        let fixture = try AAPT2.newPipeFixture.get()
        #expect(fixture.folders.count == 126)
        #expect(fixture.refused == ["values-ru/strings.xml"])
        let apk = try AAPT2.link(fixture, "app.apk")
        let counts = try Self.compare(apk, minimumLocales: 110)
        #expect(counts.values >= 53_000)
        #expect(counts.texts >= 51_000)
    }

    @Test(.requires(AAPT2.has(AAPT2.tusky), AAPT2.notInstalled))
    func tusky() throws {
        let apk = try AAPT2.link(try AAPT2.tuskyFixture.get(), "app.apk")
        let counts = try Self.compare(apk, minimumLocales: 50)
        #expect(counts.texts >= 28_000)
    }

    /// `-c` filters: a region filter keeps the bare language; a bare one drops the regions.
    @Test(
        .requires(AAPT2.has(AAPT2.newPipe), AAPT2.notInstalled),
        arguments: ["fr", "pt-rBR", "zh-rTW,b+uz+Latn", "en-rGB,de,nb-rNO", "xxhdpi,fr"])
    func newPipeFiltered(filter: String) throws {
        let name = "filtered-\(filter.replacingOccurrences(of: ",", with: "_")).apk"
        let apk = try AAPT2.link(try AAPT2.newPipeFixture.get(), name, ["-c", filter])
        try Self.compare(apk, minimumLocales: 1)
    }

    /// Android 10's framework resources: 2,554 configurations of every kind of qualifier.
    @Test(.requires(AAPT2.isInstalled, AAPT2.notInstalled))
    func frameworkResources() throws {
        let counts = try Self.compare(URL(fileURLWithPath: AAPT2.framework), minimumLocales: 80)
        #expect(counts.values >= 100_000)
    }
}
