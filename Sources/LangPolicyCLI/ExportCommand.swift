internal import AppLanguage
internal import ResourceScan

extension Command {
    /// `langpolicy export FORMAT POLICY`: the policy as a platform's own list of locales.
    static let export = Command(
        name: "export", abstract: "Write Android's locales_config.xml or Xcode's knownRegions from a policy.",
        help: """
            Usage: langpolicy export android-locale-config POLICY [--app DIR]
                   langpolicy export apple-known-regions POLICY [--info-plist] [--app DIR [--prune]]

            Writes the policy's supported locales as a platform reads its list of the app's
            languages, so that the policy is the one source of what the app supports (a scan
            afterwards reports no difference between them):

              android-locale-config   res/xml/locales_config.xml, Android 13's per-app language
                                      list: <locale android:name="..."/> per locale, BCP 47 tags
                                      (zh-Hant, sr-Latn, pt-BR), in the policy's order.
              apple-known-regions     the knownRegions list of project.pbxproj (Base after the
                                      first locale), localizations named as Xcode names .lproj
                                      folders (pt-BR, zh-Hans, sr-Latn).

            With --app DIR the app is scanned first: android-locale-config says (on stderr) which
            file to write for each app module (a phone and a wear app: two lines), the one the
            module's AndroidManifest.xml names (android:localeConfig), else one in the module's
            own src/main/res (never a library's), the file a scan then checks; apple-known-regions keeps every localization the app
            ships that the policy lacks (after the policy's), so that an export never drops a
            shipped localization; --prune leaves them out instead, and says which.

            Options:
              --info-plist   For apple-known-regions: Info.plist's CFBundleLocalizations array
                             instead.
              --app DIR      The app (as 'langpolicy scan' reads it): see above.
              --prune        With --app, for apple-known-regions: leave out the localizations the
                             app ships that the policy does not support.

            Exit status: 0, or 1 when DIR has nothing to scan or a strings file under it cannot
            be read (each named with the reason, nothing written), 2 for a usage mistake or a
            policy that cannot be read.

            Example:
              $ langpolicy export android-locale-config policy.json > app/src/main/res/xml/locales_config.xml
            """,
        flags: ["--info-plist", "--prune"], options: ["--app"],
        run: { arguments, console in
            guard arguments.positionals.count == 2 else {
                throw UsageError(description: "give a format (android-locale-config, apple-known-regions) and a POLICY")
            }
            let policy = try InputFiles.policy(arguments.positionals[1])
            // A language no registry assigns is written as given, and said.
            for warning in policy.lint() {
                if case .unknownLanguage = warning { console.printError("warning: \(warning)") }
            }
            if arguments.has("--prune"), arguments["--app"] == nil {
                throw UsageError(description: "--prune needs --app DIR (the app whose localizations it leaves out)")
            }
            let app = try arguments["--app"].map { try ScanCommand.inventory([$0], policy: policy) }
            if let app, ScanCommand.reportsUnreadableFiles(app, console) { return 1 }
            switch arguments.positionals[0] {
            case "android-locale-config":
                guard !arguments.has("--info-plist"), !arguments.has("--prune") else {
                    throw UsageError(description: "--info-plist and --prune are for apple-known-regions")
                }
                console.print(AndroidLocaleConfigExport(policy: policy).xml)
                for destination in app.map(ExportTargets.localeConfigDestinations) ?? [] {
                    console.printError("note: \(destination)")
                }
            case "apple-known-regions":
                var kept: [String] = []
                if let app {
                    for locale in ExportTargets.shippedLocalizations(app, policy: policy) {
                        let folder = locale.resource.folder
                        let name = folder.hasSuffix(".lproj") ? String(folder.dropLast(6)) : folder
                        if arguments.has("--prune") {
                            console.printError(
                                "note: left out \(name) (\(locale.resource.folder)), which the app ships and the policy "
                                    + "does not support (--prune)")
                        } else {
                            kept.append(name)
                            console.printError(
                                "note: kept \(name) (\(locale.resource.folder)), which the app ships and the policy does "
                                    + "not support; --prune leaves it out")
                        }
                    }
                } else {
                    console.printError(
                        "note: written from the policy alone; --app DIR keeps the localizations the app ships")
                }
                let export = AppleKnownRegionsExport(policy: policy, keeping: kept)
                console.print(arguments.has("--info-plist") ? export.infoPlistText : export.projectText)
            default:
                throw UsageError(
                    description:
                        "unknown format '\(arguments.positionals[0])' (android-locale-config, apple-known-regions)")
            }
            return 0
        })
}
