#if canImport(SwiftUI)
    internal import AppLanguage
    public import Foundation
    public import SwiftUI

    extension View {
        /// Applies the effective locale to the view hierarchy and follows it as it changes.
        ///
        /// In the policy-resolved mode `\.locale` is the snapshot's display locale: the
        /// effective locale itself, with the device's region as its `-u-rg-` region override and
        /// the device's `-u-` keywords. SwiftUI's `Text` looks its string up by the environment's
        /// locale, so an `en-GB` decision on a US device shows `en-GB.lproj`'s "Colour" (the
        /// formatting locale, `en-US`, would show `en.lproj`'s "Color"), while dates and numbers
        /// in the views take the device's region. When the display locale would be the device's
        /// own locale, and in the platform-resolved mode (where the localization iOS shows is the
        /// decision's), `\.locale` is left as SwiftUI has it: `Locale.current`, the one locale
        /// that carries the user's preferences an identifier cannot (°C on a US-region phone,
        /// the number separators, the date formats). `String(localized:)` and
        /// `NSLocalizedString` do not read the environment: use the snapshot's strings, or
        /// `LocalizedStringResource` from `resource(_:)`, for them.
        ///
        /// `\.layoutDirection` is set in the policy-resolved mode only
        /// (`Snapshot.layoutDirection(in:bundle:)`: the direction of the `.lproj` `bundle`
        /// loads); in the platform-resolved mode iOS's own stands.
        ///
        /// ```swift
        /// WindowGroup { ContentView().effectiveLocale(context, mode: .policyResolved) }
        /// // later, anywhere: context.apply(try coordinator.choose(LanguageTag(parsing: "ar"))) — the views follow
        /// ```
        public func effectiveLocale(
            _ context: EffectiveLocaleContext, mode: AppleContextMode = .policyResolved, bundle: Bundle = .main
        ) -> some View {
            modifier(EffectiveLocaleModifier(context: context, mode: mode, bundle: bundle))
        }
    }

    /// Keeps the current snapshot in view state, replaced as the context's snapshots arrive.
    struct EffectiveLocaleModifier: ViewModifier {
        let context: EffectiveLocaleContext
        let mode: AppleContextMode
        let bundle: Bundle
        @State private var snapshot: EffectiveLocaleContext.Snapshot?

        func body(content: Content) -> some View {
            let current = snapshot ?? context.current
            let direction = current.layoutDirection(in: mode, bundle: bundle)
            let locale = current.environmentLocale(in: mode)
            return content.transformEnvironment(\.locale) { value in
                if let locale { value = locale }
            }
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
