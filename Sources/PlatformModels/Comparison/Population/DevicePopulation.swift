public import AppLanguage
internal import LanguagePolicyInternals
public import LanguageTags

/// Device language lists to compare a policy and the platforms over, each with how many
/// devices have it.
///
/// A file has one JSON value a line (blank lines are skipped): an array of the device's
/// languages, or an object with `device` (that array), and optionally `system` (the per-app
/// setting) and `count` (how many devices, default 1).
///
/// ```swift
/// let population = try DevicePopulation(jsonLines: """
///     ["fr-CA", "en-CA"]
///     {"device": ["pt-PT", "en"], "count": 120}
///     """)
/// population.entries.count                 // 2
/// DevicePopulation.builtIn.entries.count    // 635: the major languages' device lists
/// ```
public struct DevicePopulation: Sendable {
    /// One device language list.
    public struct Entry: Sendable, Hashable {
        /// The context the device gives (no saved choice: the population is of devices).
        public let context: ResolutionContext
        /// How many devices have it.
        public let count: Int

        public init(context: ResolutionContext, count: Int = 1) {
            self.context = context
            self.count = count
        }
    }

    /// The lists.
    public let entries: [Entry]

    /// A population of `entries`.
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The population of a JSON-lines file (see above).
    ///
    /// - Throws: ``DevicePopulationError`` naming the first bad line.
    public init(jsonLines text: String) throws(DevicePopulationError) {
        var entries: [Entry] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard line.contains(where: { !$0.isWhitespace }) else { continue }
            do {
                entries.append(try Self.entry(JSONElement.parse(String(line))))
            } catch {
                throw DevicePopulationError(line: index + 1, error: error)
            }
        }
        self.entries = entries
    }

    private static func entry(_ element: JSONElement) throws(DocumentError) -> Entry {
        if case .array = element.value {
            return Entry(context: ResolutionContext(deviceLanguages: try element.strings()))
        }
        let fields = try element.object(allowing: ["device", "system", "count"])
        return Entry(
            context: ResolutionContext(
                systemAppPreference: try fields.optional("system")?.strings() ?? [],
                deviceLanguages: try fields.required("device").strings()),
            count: try fields.optional("count")?.integer(in: 1...Int(Int32.max)) ?? 1)
    }

    /// The built-in population: the device language lists of the world's major languages,
    /// from CLDR's likely subtags and parent locales (each region's likely language, the
    /// regions where a language's script differs, the regional locales CLDR lists), each alone
    /// and followed by `en-US`. Unweighted: it shows which device lists disagree, not how many
    /// people have them.
    public static let builtIn = DevicePopulation(
        entries: DevicePopulationTable.deviceLists.description.split(separator: "\n").map { line in
            Entry(context: ResolutionContext(deviceLanguages: line.split(separator: ",").map(String.init)))
        })
}

/// A population file's bad line.
public struct DevicePopulationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line, counted from 1.
    public let line: Int
    /// What is wrong with it.
    public let error: DocumentError

    public var description: String { "line \(line): \(error)" }
}
