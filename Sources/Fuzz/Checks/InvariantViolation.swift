/// A broken invariant found by a fuzz check: what was expected and what happened instead.
///
/// Fuzz executables stop the process on one (libFuzzer then saves the input as a crash);
/// `FuzzRegressionTests` records it as a test failure.
package struct InvariantViolation: Error, CustomStringConvertible {
    /// What went wrong, naming the input and the values involved.
    package let description: String

    package init(_ description: String) {
        self.description = description
    }
}

/// Throws an ``InvariantViolation`` with `message` unless `condition` holds.
@inline(__always)
func require(_ condition: Bool, _ message: @autoclosure () -> String) throws(InvariantViolation) {
    if !condition { throw InvariantViolation(message()) }
}
