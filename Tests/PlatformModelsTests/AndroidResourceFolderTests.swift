import TestSupport
import Testing

@testable import PlatformModels

/// Folder names read as aapt2 reads them.
@Suite("Android: resource folders")
struct AndroidResourceFolderTests {
    @Test(arguments: [
        ("values", "", "", []),
        ("values-fr", "fr", "fr", []),
        ("values-FR", "fr", "fr", []),
        ("values-zh-rTW", "zh-rTW", "zh-TW", []),
        ("values-b+sr+Latn", "b+sr+Latn", "sr-Latn", []),
        ("values-b+es+419", "es-r419", "es-419", []),
        ("values-b+zh+Hant+TW", "b+zh+Hant+TW", "zh-Hant-TW", []),
        ("values-b+de+DE+1901", "b+de+DE+1901", "de-DE-1901", []),
        ("values-iw", "iw", "iw", []),
        ("values-in", "in", "in", []),
        ("values-ji", "ji", "ji", []),
        ("values-tl", "tl", "tl", []),
        ("values-fil", "fil", "fil", []),
        ("values-night", "", "", ["night"]),
        ("values-v31", "", "", ["v31"]),
        ("values-land", "", "", ["land"]),
        ("values-sw600dp", "", "", ["sw600dp"]),
        ("values-fr-night", "fr", "fr", ["night"]),
        ("values-en-rUS-v21", "en-rUS", "en-US", ["v21"]),
        ("values-mcc310-mnc004-en-rUS-land", "en-rUS", "en-US", ["mcc310", "mnc004", "land"]),
        ("drawable-b+sr+Latn-xxhdpi", "b+sr+Latn", "sr-Latn", ["xxhdpi"]),
        ("values-car", "", "", ["car"]),
    ])
    func readsFolder(name: String, qualifier: String, tag: String, others: [String]) throws {
        let folder = try AndroidResourceFolder(parsing: name)
        #expect(folder.locale?.qualifier ?? "" == qualifier)
        #expect(folder.locale?.description ?? "" == tag)
        #expect(folder.otherQualifiers.map(\.text) == others)
        #expect(folder.name == name)
    }

    @Test func numericRegionNeedsTheBCP47Form() {
        #expect(throws: AndroidFolderError.self) { try AndroidResourceFolder(parsing: "values-es-r419") }
        do {
            _ = try AndroidResourceFolder(parsing: "values-es-r419")
        } catch {
            #expect(error.description.contains("values-b+es+419"), "\(error)")
        }
    }

    @Test(arguments: [
        ("values-night-fr", "a locale comes first"),
        ("values-v21-night", "out of place"),
        ("values-fr-v21-night", "out of place"),
        ("values-en-US", "a locale comes first"),
        ("values-fr-fr", "a locale comes first"),
    ])
    func qualifiersOutOfOrderAreRejected(name: String, hint: String) {
        do {
            _ = try AndroidResourceFolder(parsing: name)
            Issue.record("\(name) should be rejected")
        } catch {
            guard case .unrecognizedQualifier = error else { return #expect(Bool(false), "\(error)") }
            #expect(error.description.contains(hint), "\(error)")
        }
    }

    @Test func numberingSystemsInFolderNamesAreMisread() {
        do {
            _ = try AndroidResourceFolder(parsing: "values-b+ar+u+nu+latn")
            Issue.record("should be refused")
        } catch {
            guard case .misreadLocale = error else { return #expect(Bool(false), "\(error)") }
        }
    }

    /// aapt2's own parser (`ConfigDescription::Parse`, through the oracle, which refuses a
    /// qualifier it cannot read) accepts what the model reads, rejects what the model rejects,
    /// and accepts the names the model refuses as misread.
    @Test(.requires(PlatformOracles.android.isAvailable, PlatformOracles.android.unavailable))
    func acceptsWhatAapt2Accepts() throws {
        let qualifiers = [
            "fr", "FR", "zh-rTW", "EN-RUS", "b+sr+Latn", "b+es+419", "b+EN+latn+us", "iw", "in", "ji", "tl", "fil",
            "rus",
            "night", "v31", "land", "sw600dp", "fr-night", "en-rUS-v21", "mcc310-fr", "mcc310-mnc004-fr-rCA",
            "fr-ldrtl",
            "any", "fr-any", "car", "420dpi", "anydpi-v26", "b+zh+Hant+TW", "b+de+DE+1901", "b+ca+ES+valencia",
            "fr-sw600dp-w720dp-h400dp-large-long-round-widecg-highdr-port-car-night-xhdpi-finger-keysexposed-qwerty"
                + "-navhidden-dpad-640x480-v26",
            "es-r419", "night-fr", "fr-v21-night", "v21.1", "en-US", "b+en+", "b+ar+EG+u+nu+latn",
            "b+en+Latn+US+posix+x", "fr-rUSA", "foo", "en-rus1", "mcc31", "mcc000", "0dpi", "sw600", "fr--night",
            "land-port", "b+ar+u+nu+latn", "b+e", "b+en+USA", "fr-r41", "b+en+Latn+US+x", "b+abcdef", "b+en+US+GB",
        ]
        for qualifier in qualifiers {
            let androidAccepts = (try? PlatformOracles.android.run(["en\t\(qualifier)"], arguments: ["folders"])) != nil
            do {
                _ = try AndroidResourceFolder(qualifiers: qualifier)
                #expect(androidAccepts, "\(qualifier): the model reads it, aapt2 rejects it")
            } catch {
                if case .misreadLocale = error {
                    #expect(androidAccepts, "\(qualifier): aapt2 rejects it, not misreads it")
                } else {
                    #expect(!androidAccepts, "\(qualifier): aapt2 reads it, the model rejects it: \(error)")
                }
            }
        }
    }
}
