internal import WireDocuments

/// The scan report document's `artifacts`: what was read of each built artifact (its kind and
/// paths; an Android app's package, parts and `BundleConfig.pb`; an Apple app's bundles and
/// what their `Info.plist` says), and what reading it found.
enum ScanReportArtifacts {
    static func write(_ artifacts: [ScannedArtifact], to writer: inout JSONWriter) {
        writer.array { writer in
            for artifact in artifacts {
                writer.object { writer in
                    var android: BuiltAndroidApp?
                    var apple: BuiltAppleApp?
                    switch artifact.contents {
                    case .android(let app): android = app
                    case .apple(let app): apple = app
                    }
                    writer.key("bundleConfig")
                    if let config = android?.bundleConfig {
                        writer.object { writer in
                            writer.key("bundletoolVersion")
                            writer.string(config.bundletoolVersion)
                            writer.key("languageSplit")
                            writer.string(config.languageSplit.rawValue)
                        }
                    } else {
                        writer.null()
                    }
                    writer.key("bundles")
                    writer.array { writer in for bundle in apple?.bundles ?? [] { write(bundle, to: &writer) } }
                    writer.key("kind")
                    writer.string(artifact.kind.rawValue)
                    writer.key("packageName")
                    writer.string(android?.packageName)
                    writer.key("parts")
                    writer.array { writer in for part in android?.parts ?? [] { write(part, to: &writer) } }
                    writer.key("paths")
                    strings(artifact.paths, to: &writer)
                    writer.key("problems")
                    strings(android?.problems ?? apple?.problems ?? [], to: &writer)
                }
            }
        }
    }

    private static func write(_ part: BuiltAndroidApp.Part, to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("configurations")
            strings(part.configurations, to: &writer)
            writer.key("localeConfig")
            writer.string(part.localeConfig)
            writer.key("localeConfigFile")
            writer.string(part.localeConfigFile)
            writer.key("localeConfigLocales")
            if let locales = part.localeConfigLocales { strings(locales, to: &writer) } else { writer.null() }
            writer.key("minSdk")
            if let minSdk = part.minSdk { writer.int(minSdk) } else { writer.null() }
            writer.key("name")
            writer.string(part.name)
            writer.key("path")
            writer.string(part.path)
            writer.key("splitLanguage")
            writer.string(part.splitLanguage)
            writer.key("targetConfig")
            writer.string(part.targetConfig)
        }
    }

    private static func write(_ bundle: BuiltAppleBundle, to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("allowsMixedLocalizations")
            if let flag = bundle.allowsMixedLocalizations { writer.bool(flag) } else { writer.null() }
            writer.key("declaredLocalizations")
            if let names = bundle.declaredLocalizations { strings(names, to: &writer) } else { writer.null() }
            writer.key("developmentRegion")
            writer.string(bundle.developmentRegion)
            writer.key("identifier")
            writer.string(bundle.identifier)
            writer.key("kind")
            writer.string(bundle.kind.scanKind.rawValue)
            writer.key("localizations")
            strings(bundle.bundleLocalizations.map(\.name), to: &writer)
            writer.key("lproj")
            strings(bundle.localizations.map(\.name), to: &writer)
            writer.key("path")
            writer.string(bundle.path)
            writer.key("stringCatalogs")
            strings(bundle.stringCatalogs, to: &writer)
            writer.key("unlocalizedTables")
            strings(bundle.unlocalizedTables.map(\.name), to: &writer)
        }
    }

    private static func strings(_ values: [String], to writer: inout JSONWriter) {
        writer.array { writer in for value in values { writer.string(value) } }
    }
}
