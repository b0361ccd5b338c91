/// The outcome of one table case or scenario step, whatever the table's kind: passed when
/// `failures` is empty. `langpolicy check`, the tests, the fuzz checks and the JNI case
/// exporter all read results of this one type.
///
/// ```swift
/// for result in table.run() where !result.passed {
///     print(result.name, result.failures.joined(separator: "; "))
/// }
/// ```
package struct TableCaseResult: Sendable, Hashable {
    /// The case's name, qualified by its list (`input: catalog title`) or scenario
    /// (`clean install › step 1 (launch)`).
    package let name: String
    /// One line per mismatch: `key: expected X, got Y`.
    package let failures: [String]

    /// The result of the case `name` with `failures` (none: passed).
    package init(name: String, failures: [String]) {
        self.name = name
        self.failures = failures
    }

    /// Whether the case passed.
    package var passed: Bool { failures.isEmpty }
}
