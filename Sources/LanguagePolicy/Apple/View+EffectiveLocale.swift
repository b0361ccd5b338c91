#if canImport(SwiftUI)
    internal import AppLanguage
    internal import Foundation
    public import SwiftUI

    extension View {
        /// Applies the effective locale to the view hierarchy and follows it as it changes.
        ///
        /// `\.locale` is the snapshot's display locale: the effective locale itself, with the
        /// device's region as its `-u-rg-` region override and the device's `-u-` keywords.
        /// SwiftUI's `Text` looks its string up by the environment's locale, so an `en-GB`
        /// decision on a US device shows `en-GB.lproj`'s "Colour" (the formatting locale,
        /// `en-US`, would show `en.lproj`'s "Color"), while dates and numbers in the views take
        /// the device's region. `String(localized:)` and `NSLocalizedString` do not read the
        /// environment: use the snapshot's strings, or `LocalizedStringResource` from
        /// `resource(_:)`, for them.
        ///
        /// `\.layoutDirection` is set in the policy-resolved mode only
        /// (`Snapshot.layoutDirection(in:)`); in the platform-resolved mode iOS's own stands.
        ///
        /// ```swift
        /// WindowGroup { ContentView().effectiveLocale(context, mode: .policyResolved) }
        /// // later, anywhere: context.apply(try coordinator.choose(LanguageTag(parsing: "ar"))) — the views follow
        /// ```
        public func effectiveLocale(_ context: EffectiveLocaleContext, mode: AppleContextMode = .policyResolved)
            -> some View
        {
            modifier(EffectiveLocaleModifier(context: context, mode: mode))
        }
    }

    /// Keeps the current snapshot in view state, replaced as the context's snapshots arrive.
    struct EffectiveLocaleModifier: ViewModifier {
        let context: EffectiveLocaleContext
        let mode: AppleContextMode
        @State private var snapshot: EffectiveLocaleContext.Snapshot?

        func body(content: Content) -> some View {
            let current = snapshot ?? context.current
            let direction = current.layoutDirection(in: mode)
            return content.environment(\.locale, current.displayLocale)
                .transformEnvironment(\.layoutDirection) { value in
                    if let direction { value = direction == .rightToLeft ? .rightToLeft : .leftToRight }
                }
                .task { await follow() }
        }

        /// Replaces the snapshot with each new one until the view goes away. The stream's first
        /// element is the snapshot current when the task starts, so the view catches up with
        /// anything applied before.
        private func follow() async {
            for await next in context.snapshots() { snapshot = next }
        }
    }
#endif
