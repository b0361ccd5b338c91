package import AppLanguage
internal import LanguageTags
package import WireDocuments

/// Device language lists to compare a policy and the platforms over, each with how many
/// people have it.
///
/// A file has one JSON value a line (blank lines are skipped): an array of the device's
/// languages, or an object with `device` (that array), and optionally `system` (the per-app
/// setting) and `people` (how many people or devices have it, from the app's analytics: an
/// integer from 1 to 2,147,483,647, default 1; `count` is the older name of the same field).
///
/// ```swift
/// let population = try DevicePopulation(jsonLines: """
///     ["fr-CA", "en-CA"]
///     {"device": ["pt-PT", "en"], "people": 120}
///     """)
/// population.entries.count                 // 2
/// DevicePopulation.builtIn.entries.count    // 635: the major languages' device lists
/// DevicePopulation.builtIn.isEstimated      // true: people from CLDR's territory data
/// ```
package struct DevicePopulation: Sendable {
    /// One device language list.
    package struct Entry: Sendable, Hashable {
        /// The context the device gives (no saved choice: the population is of devices).
        package let context: ResolutionContext
        /// How many people have it (the population's weight of the list; 0 counts the list
        /// without weight).
        package let people: Int

        /// A list that `people` people have.
        package init(context: ResolutionContext, people: Int = 1) {
            self.context = context
            self.people = max(0, people)
        }
    }

    /// The lists.
    package let entries: [Entry]
    /// Whether the people are estimates (the built-in population's, from CLDR's territory
    /// data), not counts.
    package let isEstimated: Bool

    /// A population of `entries`, counted (`isEstimated` false) unless told.
    package init(entries: [Entry], isEstimated: Bool = false) {
        self.entries = entries
        self.isEstimated = isEstimated
    }

    /// The population of a JSON-lines file (see above).
    ///
    /// - Throws: ``DevicePopulationError`` naming the first bad line.
    package init(jsonLines text: String) throws(DevicePopulationError) {
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
        self.isEstimated = false
    }

    private static func entry(_ element: JSONElement) throws(DocumentError) -> Entry {
        if case .array = element.value {
            return Entry(context: ResolutionContext(deviceLanguages: try element.strings()))
        }
        let fields = try element.object(allowing: ["device", "system", "people", "count"])
        if fields.optional("people") != nil, let count = fields.optional("count") {
            throw DocumentError(path: count.path, .invalidValue("give people or count (its older name), not both"))
        }
        return Entry(
            context: ResolutionContext(
                systemAppPreference: try fields.optional("system")?.strings() ?? [],
                deviceLanguages: try fields.required("device").strings()),
            people: try (fields.optional("people") ?? fields.optional("count"))?.integer(in: 1...Int(Int32.max)) ?? 1)
    }

    /// The built-in population: the device language lists of the world's major languages,
    /// from CLDR's likely subtags and parent locales (each region's likely language, the
    /// regions where a language's script differs, the regional locales CLDR lists), each alone
    /// and followed by `en-US`, each with the people estimated from CLDR's territory data (a
    /// territory's population times the share speaking the language; those who also speak
    /// English on the list followed by `en-US`). See `Scripts/tablegen/population.py`.
    package static let builtIn = DevicePopulation(
        entries: DevicePopulationTable.deviceLists.description.split(separator: "\n").map { line in
            let fields = line.split(separator: "\t")
            return Entry(
                context: ResolutionContext(deviceLanguages: fields[0].split(separator: ",").map(String.init)),
                people: fields.count > 1 ? Int(fields[1]) ?? 0 : 0)
        }, isEstimated: true)
}

/// A population file's bad line.
package struct DevicePopulationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line, counted from 1.
    package let line: Int
    /// What is wrong with it.
    package let error: DocumentError

    package var description: String { "line \(line): \(error)" }
}
