internal import AppLanguage
public import Foundation

/// The direction an app lays its views out in.
public enum EffectiveLayoutDirection: String, Sendable, Hashable {
    /// Left to right (Latin, Cyrillic, Han, …).
    case leftToRight
    /// Right to left (Arabic, Hebrew, …).
    case rightToLeft
}

extension EffectiveLocaleContext.Snapshot {
    /// The layout direction the app applies itself in `mode`: in the policy-resolved mode, that
    /// of the strings `bundle` loads for the effective locale (``EffectiveLocalization/layoutDirection``:
    /// the `.lproj` that loads, so an `ar` decision without `ar.lproj` shows English left to
    /// right, not English laid out right to left); in the platform-resolved mode nil, since the
    /// localization iOS shows is the decision's and its direction is iOS's own.
    ///
    /// ```swift
    /// arabicDecisionOnAnEnglishDevice.layoutDirection(in: .policyResolved)    // .rightToLeft with ar.lproj
    /// arabicDecisionOnAnEnglishDevice.layoutDirection(in: .platformResolved)  // nil: leave iOS's
    /// ```
    public func layoutDirection(in mode: AppleContextMode, bundle: Bundle = .main) -> EffectiveLayoutDirection? {
        guard mode == .policyResolved else { return nil }
        return strings(in: bundle).layoutDirection
    }
}

/// What a UIKit app does as the layout direction it applies changes (``UIKitLayoutDirection``
/// does it): set the direction that views take when they are made (`UIView.appearance()`'s
/// `semanticContentAttribute`), and, once views exist, make the root view again, since views
/// already made keep the direction they were made with.
///
/// ```swift
/// var follower = LayoutDirectionFollower(mode: .policyResolved)
/// follower.update(for: launchSnapshot)    // (.leftToRight, rebuildsRootView: false): before any view
/// follower.update(for: arabicSnapshot)    // (.rightToLeft, rebuildsRootView: true)
/// follower.update(for: arabicSnapshot)    // nil: nothing changes
/// ```
public struct LayoutDirectionFollower: Sendable, Hashable {
    /// What to do for one snapshot.
    public struct Update: Sendable, Hashable {
        /// The direction views take when they are made.
        public let direction: EffectiveLayoutDirection
        /// Whether views were made in another direction, so the root view must be made again.
        public let rebuildsRootView: Bool

        /// Views take `direction`; the root view is made again when `rebuildsRootView`.
        public init(direction: EffectiveLayoutDirection, rebuildsRootView: Bool) {
            self.direction = direction
            self.rebuildsRootView = rebuildsRootView
        }
    }

    /// The collection mode: only the policy-resolved mode applies a direction.
    public let mode: AppleContextMode
    /// The bundle whose loaded strings give the direction (`.main`).
    public let bundle: Bundle
    /// The direction applied last; nil before the first.
    public private(set) var applied: EffectiveLayoutDirection?

    /// A follower that has applied nothing yet (at launch, before the first view is made), taking
    /// the direction of the strings `bundle` loads.
    public init(mode: AppleContextMode, bundle: Bundle = .main) {
        self.mode = mode
        self.bundle = bundle
    }

    /// What to do for `snapshot`: nil when nothing changes (the same direction, or the
    /// platform-resolved mode, where iOS's direction stands).
    public mutating func update(for snapshot: EffectiveLocaleContext.Snapshot) -> Update? {
        guard let direction = snapshot.layoutDirection(in: mode, bundle: bundle), direction != applied else {
            return nil
        }
        defer { applied = direction }
        return Update(direction: direction, rebuildsRootView: applied != nil)
    }
}
