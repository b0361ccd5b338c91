#if canImport(SwiftUI)
    import AppLanguage
    import Foundation
    import SwiftUI

    extension View {
        /// Applies the effective locale to the view hierarchy: `\.locale` is the formatting
        /// locale (the effective language with the device's region and `-u-` preferences, so
        /// strings load in the app language and numbers follow the user's region), and
        /// `\.layoutDirection` follows the language's script.
        ///
        /// ```swift
        /// ContentView().effectiveLocale(context.current)
        /// ```
        public func effectiveLocale(_ snapshot: EffectiveLocaleContext.Snapshot) -> some View {
            let locale = Locale(identifier: snapshot.formattingLocale.description)
            let direction: LayoutDirection =
                Locale.Language(identifier: snapshot.language.description).characterDirection == .rightToLeft
                ? .rightToLeft : .leftToRight
            return environment(\.locale, locale).environment(\.layoutDirection, direction)
        }
    }
#endif
