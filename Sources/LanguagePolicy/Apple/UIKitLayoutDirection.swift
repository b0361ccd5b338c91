// `semanticContentAttribute`, `UIView.appearance()` and `UIWindow` exist on iOS, tvOS, Mac
// Catalyst and visionOS, not on watchOS.
#if canImport(UIKit) && !os(watchOS)
    internal import AppLanguage
    public import UIKit

    /// Lays a UIKit app out in the effective language's direction in the policy-resolved mode
    /// (where iOS's own direction comes from the localization the bundle shows for the device's
    /// languages, which the decision may not follow); in the platform-resolved mode it does
    /// nothing. Views take the direction when they are made (`UIView.appearance()`'s
    /// `semanticContentAttribute`); when it changes after views exist, the window's root view
    /// controller is made again (`LayoutDirectionFollower` decides which).
    ///
    /// ```swift
    /// let layout = UIKitLayoutDirection(mode: .policyResolved, window: window) { RootViewController() }
    /// layout.apply(context.current)       // at launch: before the first view is made
    /// following = layout.follow(context)  // then every change of the effective locale
    /// ```
    @MainActor
    public final class UIKitLayoutDirection {
        private var follower: LayoutDirectionFollower
        private weak var window: UIWindow?
        private let makeRootViewController: @MainActor () -> UIViewController

        /// Applies directions in `mode` to `window`, making its root view controller with
        /// `makeRootViewController`.
        public init(
            mode: AppleContextMode, window: UIWindow,
            makeRootViewController: @escaping @MainActor () -> UIViewController
        ) {
            follower = LayoutDirectionFollower(mode: mode)
            self.window = window
            self.makeRootViewController = makeRootViewController
        }

        /// Applies `snapshot`'s direction: views made from now on take it, and the root view
        /// controller is made (again) when the window has none or the direction changed.
        public func apply(_ snapshot: EffectiveLocaleContext.Snapshot) {
            guard let update = follower.update(for: snapshot) else { return }
            UIView.appearance().semanticContentAttribute =
                update.direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
            guard let window, update.rebuildsRootView || window.rootViewController == nil else { return }
            window.rootViewController = makeRootViewController()
        }

        /// Applies every snapshot of `context` from now on (subscribed before returning), until the
        /// returned task is cancelled.
        public func follow(_ context: EffectiveLocaleContext) -> Task<Void, Never> {
            let updates = context.snapshots()
            return Task { @MainActor [weak self] in
                for await snapshot in updates { self?.apply(snapshot) }
            }
        }
    }
#endif
