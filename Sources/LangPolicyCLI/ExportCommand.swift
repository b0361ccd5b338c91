internal import ResourceScan

extension Command {
    /// `langpolicy export FORMAT POLICY`: the policy as a platform's own list of locales.
    static let export = Command(
        name: "export", abstract: "Write Android's locales_config.xml or Xcode's knownRegions from a policy.",
        help: """
            Usage: langpolicy export android-locale-config POLICY
                   langpolicy export apple-known-regions POLICY [--info-plist]

            Writes the policy's supported locales as a platform reads its list of the app's
            languages, so that the policy is the one source of what the app supports (a scan
            afterwards reports no difference between them):

              android-locale-config   res/xml/locales_config.xml, Android 13's per-app language
                                      list: <locale android:name="..."/> per locale, BCP 47 tags
                                      (zh-Hant, sr-Latn, pt-BR), in the policy's order.
              apple-known-regions     the knownRegions list of project.pbxproj (Base after the
                                      first locale), localizations named as Xcode names .lproj
                                      folders (pt-BR, zh-Hans, sr-Latn).

            Options:
              --info-plist   For apple-known-regions: Info.plist's CFBundleLocalizations array
                             instead.

            Exit status: 0, or 2 for a usage mistake or a policy that cannot be read.

            Example:
              $ langpolicy export android-locale-config policy.json > app/src/main/res/xml/locales_config.xml
            """,
        flags: ["--info-plist"],
        run: { arguments, console in
            guard arguments.positionals.count == 2 else {
                throw UsageError(description: "give a format (android-locale-config, apple-known-regions) and a POLICY")
            }
            let policy = try InputFiles.policy(arguments.positionals[1])
            switch arguments.positionals[0] {
            case "android-locale-config":
                guard !arguments.has("--info-plist") else {
                    throw UsageError(description: "--info-plist is for apple-known-regions")
                }
                console.print(AndroidLocaleConfigExport(policy: policy).xml)
            case "apple-known-regions":
                let export = AppleKnownRegionsExport(policy: policy)
                console.print(arguments.has("--info-plist") ? export.infoPlistText : export.projectText)
            default:
                throw UsageError(
                    description:
                        "unknown format '\(arguments.positionals[0])' (android-locale-config, apple-known-regions)")
            }
            return 0
        })
}
