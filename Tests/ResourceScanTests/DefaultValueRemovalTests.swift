import Foundation
import PlatformModels
import TestSupport
import Testing

@testable import ResourceScan

/// aapt2's removal of resources without a default value (``DefaultValueRemoval``) against
/// aapt2 itself: resources with values in seeded random sets of folders (the default, locale
/// folders, version, density and other qualifiers, public declarations), linked at several
/// `--min-sdk-version`s; the resources the model removes must be exactly those aapt2 warns it
/// removes (`removing resource … without required default value`).
@Suite(
    "aapt2's removal of resources without a default, against aapt2",
    .requires(Aapt2.executable != nil, "needs aapt2 (apt-get install -y aapt android-framework-res)"))
struct DefaultValueRemovalTests {
    static let folders = [
        "values", "values-fr", "values-de-rAT", "values-b+sr+Latn", "values-v21", "values-v26", "values-hdpi",
        "values-anydpi", "values-hdpi-v23", "values-night", "values-fr-night", "values-fr-v21", "values-land",
        "values-sw600dp",
    ]
    /// At least this many resources are compared at each minimum SDK.
    static let minimumCases = 200

    @Test func theModelRemovesWhatAapt2Removes() throws {
        var random = SeededRandom(seed: 0xDEFA_0017)
        // Resource i has values in a random set of the folders; some are declared public.
        var placement: [[String]] = []
        for _ in 0..<Self.minimumCases {
            let chosen = Self.folders.filter { _ in Int.random(in: 0..<5, using: &random) == 0 }
            placement.append(
                chosen.isEmpty ? [Self.folders[Int.random(in: 1..<Self.folders.count, using: &random)]] : chosen)
        }
        let publics = Set((0..<Self.minimumCases).filter { $0 % 17 == 0 })
        let aapt2 = try Aapt2()
        for folder in Self.folders {
            var body = placement.indices.filter { placement[$0].contains(folder) }.map {
                "<string name=\"s\($0)\">x</string>"
            }
            if folder == "values" { body += publics.map { "<public type=\"string\" name=\"s\($0)\"/>" } }
            try aapt2.compile(folder: folder, xml: "<resources>" + body.joined() + "</resources>")
        }
        let parsed = try Self.folders.map(AndroidResourceFolder.init(parsing:))
        for minSdk in [1, 19, 21, 24, 26] {
            let (_, output) = try aapt2.link(Self.folders, options: ["--min-sdk-version", "\(minSdk)"])
            let warned = Set(
                output.stderr.split(separator: "\n").compactMap { line -> Int? in
                    guard line.contains("without required default value"),
                        let range = line.range(of: ":string/s")
                    else { return nil }
                    return Int(line[range.upperBound...].prefix { $0.isNumber })
                })
            let model = Set(
                placement.indices.filter { index in
                    let folders = parsed.filter { placement[index].contains($0.name) }
                    return DefaultValueRemoval.removes(
                        folders: folders, isPublic: publics.contains(index), minSdk: minSdk)
                })
            #expect(
                model == warned,
                "minSdk \(minSdk): model only \(model.subtracting(warned).sorted()), aapt2 only \(warned.subtracting(model).sorted())"
            )
            #expect(!warned.isEmpty && warned.count < placement.count)
        }
        print("aapt2 resource removal: \(placement.count) resources at 5 minimum SDKs agree")
    }
}
