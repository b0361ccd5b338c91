import Testing

@testable import ResourceScan

/// Counting as the issue defines it (Counting.md): a key is a string resource name per table
/// or a catalog key; a locale has a key when it has a value for it (a catalog value only in
/// the state translated, a plural only with every form of the development language's);
/// untranslatable keys are not counted; the development language's keys are the reference.
@Suite("Counting keys")
struct CountingTests {
    @Test func aPluralCountsOnlyWithEveryFormOfTheDevelopmentLanguage() {
        var reference = KeyTable()
        reference.add("Localizable", "title")
        reference.add("Localizable", "files", forms: ["count:one", "count:other"])
        reference.add("InfoPlist", "title")
        var french = KeyTable()
        french.add("Localizable", "title")
        french.add("Localizable", "files", forms: ["count:other"])
        french.add("Localizable", "old")
        let counts = french.counts(against: reference)
        #expect(counts == KeyCounts(keys: 2, reference: 3, missing: 2, extra: 1))
        #expect(counts.complete == 33.3)
        french.add("Localizable", "files", forms: ["count:one", "count:few"])
        #expect(french.counts(against: reference).missing == 1)
    }

    @Test func tablesKeepKeysApart() {
        var reference = KeyTable()
        reference.add("Localizable", "title")
        var other = KeyTable()
        other.add("InfoPlist", "title")
        #expect(other.counts(against: reference) == KeyCounts(keys: 1, reference: 1, missing: 1, extra: 1))
    }

    @Test func untranslatableKeysAreCountedNowhere() {
        var reference = KeyTable()
        reference.add("", "app_name")
        reference.exclude("", "app_name")
        reference.add("", "hello")
        reference.removeExcluded()
        var german = KeyTable()
        german.add("", "app_name")
        german.add("", "hello")
        #expect(german.counts(against: reference) == KeyCounts(keys: 1, reference: 1, missing: 0, extra: 0))
        #expect(KeyTable().counts(against: nil) == KeyCounts(keys: 0, reference: nil, missing: nil))
    }

    @Test func aCatalogValueCountsOnlyTranslatedAndWithEveryPluralForm() throws {
        let catalog = try StringCatalog(bytes: Array(ProjectFileTests.catalog.utf8))
        #expect(catalog.languages == ["en", "de", "fr"])
        // Two keys counted ("Internal" is not to be translated).
        #expect(catalog.counts(for: "en", path: "Catalog.xcstrings").0 == KeyCounts(keys: 2, reference: 2, missing: 0))
        // de: Hello translated; the plural has one and other, but a stale device variation.
        #expect(
            catalog.counts(for: "de", path: "Catalog.xcstrings").0
                == KeyCounts(keys: 1, reference: 2, missing: 1, stale: 1))
        // fr: Hello needs review; the plural is new and in a substitution only.
        #expect(
            catalog.counts(for: "fr", path: "Catalog.xcstrings").0
                == KeyCounts(keys: 0, reference: 2, missing: 2, needsReview: 1, new: 1))
        #expect(catalog.counts(for: "ja", path: "Catalog.xcstrings").0 == KeyCounts(keys: 0, reference: 2, missing: 2))
    }

    @Test func completeRoundsDownToATenth() {
        #expect(KeyCounts(keys: 9999, reference: 10000, missing: 1).complete == 99.9)
        #expect(KeyCounts(keys: 0, reference: 0, missing: 0).complete == nil)
        let sum =
            KeyCounts(keys: 1, reference: 2, missing: 1, needsReview: 1)
            + KeyCounts(keys: 0, reference: nil, missing: nil)
        #expect(sum == KeyCounts(keys: 1, reference: 2, missing: 1, needsReview: 1))
    }
}
