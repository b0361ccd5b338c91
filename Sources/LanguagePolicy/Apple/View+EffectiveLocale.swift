#if canImport(SwiftUI)
    internal import AppLanguage
    internal import Foundation
    public import SwiftUI

    extension View {
        /// Applies the effective locale to the view hierarchy and follows it as it changes:
        /// `\.locale` is the formatting locale (the effective language with the device's region
        /// and `-u-` preferences, so strings load in the app language and numbers follow the
        /// user's region), and `\.layoutDirection` follows the language's script.
        ///
        /// ```swift
        /// WindowGroup { ContentView().effectiveLocale(context) }
        /// // later, anywhere: context.apply(try coordinator.choose(LanguageTag(parsing: "ar"))) — the views follow
        /// ```
        public func effectiveLocale(_ context: EffectiveLocaleContext) -> some View {
            modifier(EffectiveLocaleModifier(context: context))
        }
    }

    /// Keeps the current snapshot in view state, replaced as the context's snapshots arrive.
    struct EffectiveLocaleModifier: ViewModifier {
        let context: EffectiveLocaleContext
        @State private var snapshot: EffectiveLocaleContext.Snapshot?

        func body(content: Content) -> some View {
            let current = snapshot ?? context.current
            return content.environment(\.locale, current.formattingLocale)
                .environment(\.layoutDirection, current.isRightToLeft ? .rightToLeft : .leftToRight)
                .task { await follow() }
        }

        /// Replaces the snapshot with each new one until the view goes away.
        private func follow() async {
            for await next in context.snapshots() { snapshot = next }
        }
    }
#endif
