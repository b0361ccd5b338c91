internal import AppLanguage
internal import LanguageTags
internal import PlatformModels
internal import ResourceScan

extension PlatformsCommand {
    /// The built apps `--artifact` names, read (several `.apk` files are one split set).
    struct Artifacts {
        var android: BuiltAndroidApp?
        var apple: BuiltAppleApp?
        var names: [String] = []
    }

    /// The artifacts of `--artifact`; nil without it.
    static func artifacts(_ arguments: Arguments) throws -> Artifacts? {
        let paths = arguments.list("--artifact")
        guard !paths.isEmpty else { return nil }
        for option in ["--android-folders", "--apple-localizations", "--apple-development-region"]
        where arguments[option] != nil {
            throw UsageError(description: "\(option) and --artifact both say what the app ships: give one")
        }
        let apks = paths.filter { $0.hasSuffix(".apk") }
        var groups = paths.filter { !$0.hasSuffix(".apk") }.map { [$0] }
        if !apks.isEmpty { groups.append(apks) }
        var artifacts = Artifacts()
        for group in groups {
            let artifact: ScannedArtifact
            do {
                artifact = try ScannedArtifact(reading: group)
            } catch {
                throw InputFileError(description: "\(group.joined(separator: ", ")): \(error)")
            }
            switch artifact.contents {
            case .android(let app):
                guard artifacts.android == nil else { throw UsageError(description: "give one Android artifact") }
                artifacts.android = app
            case .apple(let app):
                guard artifacts.apple == nil else { throw UsageError(description: "give one Apple artifact") }
                artifacts.apple = app
            }
            artifacts.names.append("\(artifact.name) (\(artifact.kind.rawValue))")
        }
        return artifacts
    }

    /// The setup of what the artifacts hold; with `--device`, Android's folders are those a
    /// device with those system languages installs.
    static func setup(_ arguments: Arguments, policy: AppLanguagePolicy, artifacts: Artifacts) throws -> PlatformSetup {
        let device = arguments["--device"] == nil ? nil : arguments.list("--device")
        do {
            return try PlatformSetup(
                policy: policy, android: artifacts.android, apple: artifacts.apple, systemLocales: device,
                androidDefaultLanguage: try androidDefaultLanguage(arguments))
        } catch {
            throw UsageError(description: "\(arguments.list("--artifact").joined(separator: ", ")): \(error)")
        }
    }

    private static func androidDefaultLanguage(_ arguments: Arguments) throws -> LanguageTag? {
        guard let text = arguments["--android-default-language"] else { return nil }
        do {
            return try LanguageTag(parsing: text)
        } catch {
            throw UsageError(description: "--android-default-language \"\(text)\": \(error)")
        }
    }

    /// What the report is computed from: the artifacts, and the APKs a device with the
    /// `--device` languages installs.
    static func artifactLines(_ artifacts: Artifacts, arguments: Arguments) -> String {
        var lines = ["Shipped:          \(artifacts.names.joined(separator: ", "))"]
        let device = arguments.list("--device")
        if let android = artifacts.android {
            let installed = InstalledSplits(android, systemLocales: device)
            lines.append(
                "Installed:        \(installed.installed.joined(separator: ", ")) (of \(installed.splits.count) "
                    + "\(installed.splits.count == 1 ? "APK" : "APKs"), for system languages "
                    + "\(device.joined(separator: ", "))): \(installed.folders.count) of \(android.locales.count) "
                    + "locale configurations")
        }
        return lines.joined(separator: "\n")
    }
}
