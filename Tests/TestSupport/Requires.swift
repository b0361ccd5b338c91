import Foundation
import Testing

/// Whether a test whose data or tool is missing fails instead of being skipped: set
/// `LANGPOLICY_NO_SKIPS=1` (CI does, where the pinned data and every oracle are installed), so a
/// broken oracle build or a missing file cannot leave a proof unrun while the run stays green.
public let skipsAreFailures = ProcessInfo.processInfo.environment["LANGPOLICY_NO_SKIPS"] == "1"

extension Trait where Self == ConditionTrait {
    /// Runs the test when `condition` holds — or always, when skips are failures
    /// (``skipsAreFailures``): then a missing file or tool fails the test where it is used.
    ///
    /// ```swift
    /// @Test(.requires(PinnedData.has("cldr/likelySubtags.txt"), PinnedData.missing("cldr/likelySubtags.txt")))
    /// func likelySubtags() throws { … }
    /// ```
    public static func requires(
        _ condition: @autoclosure @escaping @Sendable () -> Bool, _ comment: Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Self {
        .enabled(if: skipsAreFailures || condition(), comment, sourceLocation: sourceLocation)
    }
}
