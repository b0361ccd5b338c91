import Testing

@testable import ResourceScan

/// String Catalogs, Xcode projects, `resources.properties` and Gradle build files.
@Suite("Reading catalogs and project files")
struct ProjectFileTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Hello" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } },
                "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Salut" } }
              }
            },
            "%lld files" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } },
                "de" : { "variations" : { "device" : {
                  "iphone" : { "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Datei" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dateien" } } } } },
                  "mac" : { "stringUnit" : { "state" : "stale", "value" : "%lld Dateien" } } } } },
                "fr" : { "substitutions" : { "n" : { "argNum" : 1, "formatSpecifier" : "lld",
                  "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "new", "value" : "" } } } } } } }
              }
            },
            "Internal" : { "shouldTranslate" : false, "extractionState" : "manual" }
          },
          "version" : "1.0"
        }
        """

    @Test func readsACatalogsStatesAndPluralForms() throws {
        let catalog = try StringCatalog(bytes: Array(Self.catalog.utf8))
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.entries.map(\.key) == ["Hello", "%lld files", "Internal"])
        #expect(catalog.entries.map(\.shouldTranslate) == [true, true, false])
        let files = catalog.entries[1].localizations
        #expect(
            files["en"]
                == StringCatalog.Localization(
                    states: [.translated], pluralForms: ["one", "other"],
                    values: ["plural.one": "%lld file", "plural.other": "%lld files"]))
        #expect(
            files["de"]
                == StringCatalog.Localization(
                    states: [.translated, .stale], pluralForms: ["one", "other"],
                    values: [
                        "device.iphone.plural.one": "%lld Datei", "device.iphone.plural.other": "%lld Dateien",
                        "device.mac": "%lld Dateien",
                    ]))
        #expect(
            files["fr"]
                == StringCatalog.Localization(states: [.new], pluralForms: ["n:one"], values: ["n:plural.one": ""]))
        #expect(catalog.entries[0].localizations["fr"]?.states == [.needsReview])
    }

    @Test func refusesAMalformedCatalogWithItsPath() {
        let text =
            #"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"de": {"stringUnit": {"state": "done"}}}}}}"#
        do {
            _ = try StringCatalog(bytes: Array(text.utf8))
            Issue.record("the state done should be refused")
        } catch {
            #expect(
                error.description
                    == #"$.strings.a.localizations.de.stringUnit.state: done is not a String Catalog state"#)
        }
        #expect(throws: ResourceFileError.self) { try StringCatalog(bytes: Array(#"{"strings": {}}"#.utf8)) }
    }

    @Test func readsAProjectsDevelopmentRegionAndKnownRegions() throws {
        let project = try XcodeProjectFile(
            bytes: Array(
                """
                // !$*UTF8*$!
                {
                    archiveVersion = 1;
                    objects = {
                /* Begin PBXProject section */
                        8F1A /* Project object */ = {
                            isa = PBXProject;
                            developmentRegion = "en-GB";
                            hasScannedForEncodings = 0;
                            knownRegions = (
                                "en-GB",
                                Base,
                                "zh-Hans",
                                fr,
                            );
                            mainGroup = 8F19;
                        };
                /* End PBXProject section */
                    };
                }
                """.utf8))
        #expect(project.developmentRegion == "en-GB")
        #expect(project.knownRegions == ["en-GB", "Base", "zh-Hans", "fr"])
        #expect(try XcodeProjectFile(bytes: Array("{ objects = { }; }".utf8)).knownRegions == nil)
        #expect(throws: ResourceFileError.self) { try XcodeProjectFile(bytes: Array("knownRegions = en;".utf8)) }
    }

    @Test func readsResourcesProperties() {
        #expect(ResourcesProperties(text: "unqualifiedResLocale=en-US\n").unqualifiedResLocale == "en-US")
        #expect(ResourcesProperties(text: "# c\n! c\n  unqualifiedResLocale : fr \n").unqualifiedResLocale == "fr")
        #expect(ResourcesProperties(text: "other=x\n").unqualifiedResLocale == nil)
    }

    @Test func readsGradleLocaleSettingsInKotlinAndGroovy() {
        let kotlin = GradleLocaleSettings(
            text: """
                android {
                    defaultConfig {
                        // resourceConfigurations += listOf("xx")
                        resourceConfigurations += listOf(
                            "en", "fr-rCA",
                            "b+sr+Latn" /* the Latin one */
                        )
                    }
                    androidResources {
                        generateLocaleConfig = true
                        localeFilters.addAll(listOf("zh-TW"))
                    }
                }
                val url = "https://example.com/resConfigs"
                """)
        #expect(kotlin.generateLocaleConfig == true)
        #expect(kotlin.resourceConfigurations == ["en", "fr-rCA", "b+sr+Latn"])
        #expect(kotlin.localeFilters == ["zh-TW"])

        let groovy = GradleLocaleSettings(
            text: """
                android {
                    defaultConfig { resConfigs 'en', 'de',
                        'it' }
                    androidResources { generateLocaleConfig false }
                }
                """)
        #expect(groovy.generateLocaleConfig == false)
        #expect(groovy.resourceConfigurations == ["en", "de", "it"])
        #expect(GradleLocaleSettings(text: "plugins { }").filtersLocales == false)
    }
}
