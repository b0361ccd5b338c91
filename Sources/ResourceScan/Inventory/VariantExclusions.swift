/// Which `values/` keys no build variant counts. A flavor's `res` may mark a key
/// `translatable="false"` that `main` (and so every other flavor) ships to be translated: the
/// key is left out of the counts only when the value each variant builds with is marked. A
/// variant's value is the first of its source sets that has one: `<flavor>Release`, then
/// `release`, then the flavor, then `main` (a library's `main` last). Without flavors there
/// is one variant, `release` over `main`; with them, one per flavor the build declares and
/// per flavor source set met. When the build's flavors are unknown, `main` alone counts as a
/// variant too (a flavor without resources of its own), so that no key is hidden by a guess.
///
/// ```swift
/// var variants = VariantExclusions(flavors: ["free", "paid"])
/// variants.record("string", "promo", counted: true, sourceSet: "main")
/// variants.record("string", "promo", counted: false, sourceSet: "free")
/// variants.record("string", "app_id", counted: false, sourceSet: "main")
/// variants.excludedInEveryVariant.map(\.name)   // ["app_id"]: paid builds promo from main
/// ```
struct VariantExclusions {
    /// Key (type, name) → source set → whether its first value there is counted.
    private var values: [Key: [String: Bool]] = [:]
    /// The source sets met, in order.
    private var sourceSets: [String] = []
    /// The flavors the build declares; nil when unknown.
    private let declaredFlavors: [String]?

    init(flavors: [String]?) { declaredFlavors = flavors }

    private struct Key: Hashable, Comparable {
        let type: String
        let name: String

        static func < (left: Key, right: Key) -> Bool { (left.type, left.name) < (right.type, right.name) }
    }

    /// A key's value in a folder of `sourceSet` (the first value of a source set holds).
    mutating func record(_ type: String, _ name: String, counted: Bool, sourceSet: String) {
        if !sourceSets.contains(sourceSet) { sourceSets.append(sourceSet) }
        let key = Key(type: type, name: name)
        if values[key]?[sourceSet] == nil { values[key, default: [:]][sourceSet] = counted }
    }

    /// The keys whose value in every variant that has one is not counted, sorted.
    var excludedInEveryVariant: [(type: String, name: String)] {
        var flavors = declaredFlavors ?? []
        for sourceSet in sourceSets where sourceSet != "main" && sourceSet != "release" {
            let flavor = sourceSet.hasSuffix("Release") ? String(sourceSet.dropLast(7)) : sourceSet
            if !flavors.contains(flavor) { flavors.append(flavor) }
        }
        let alone: [[String]] = flavors.isEmpty || declaredFlavors == nil ? [["release", "main"]] : []
        let variants = alone + flavors.map { ["\($0)Release", "release", $0, "main"] }
        return values.keys.sorted().compactMap { key in
            let bySourceSet = values[key] ?? [:]
            let winners = variants.compactMap { order in order.lazy.compactMap { bySourceSet[$0] }.first }
            let counted = winners.isEmpty ? bySourceSet.values.contains(true) : winners.contains(true)
            return counted ? nil : (key.type, key.name)
        }
    }
}
