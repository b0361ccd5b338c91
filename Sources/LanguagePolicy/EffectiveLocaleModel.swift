#if canImport(Observation)
    internal import AppLanguage
    public import Foundation
    public import Observation

    /// An `@Observable` mirror of an `EffectiveLocaleContext` on the main actor,
    /// for SwiftUI views and view models: it follows the context's snapshots and publishes each
    /// change of a locale, so a view that reads ``locale``, ``displayLocale`` or
    /// ``formattingLocale`` updates with it.
    ///
    /// ```swift
    /// @State var language = EffectiveLocaleModel(following: context)
    /// var body: some View {
    ///     ContentView().environment(\.locale, language.displayLocale)   // Text looks up en-GB, formats for the US
    /// }
    /// ```
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Observable @MainActor public final class EffectiveLocaleModel {
        /// The snapshot in effect.
        public private(set) var snapshot: EffectiveLocaleContext.Snapshot
        @ObservationIgnored private let following: Task<Void, Never>

        /// A model showing `context`'s current snapshot and following its changes until the model
        /// is released. It subscribes here, before returning: a change applied while its task
        /// has not run yet still reaches it.
        public init(following context: EffectiveLocaleContext) {
            let updates = context.snapshots()
            snapshot = context.current
            let reference = WeakReference()
            following = Task { @MainActor in
                for await snapshot in updates {
                    guard let model = reference.model else { return }
                    if snapshot != model.snapshot { model.snapshot = snapshot }
                }
            }
            reference.model = self
        }

        deinit { following.cancel() }

        /// The effective locale, for strings and content.
        public var locale: Locale { snapshot.locale }
        /// The locale for formatters.
        public var formattingLocale: Locale { snapshot.formattingLocale }
        /// The locale for SwiftUI's `\.locale` and `LocalizedStringResource`: the effective locale
        /// with the device's region as its region override.
        public var displayLocale: Locale { snapshot.displayLocale }
        /// Whether the effective language is written right to left (for content in it). Lay views
        /// out by the strings that load instead: `strings(in: .main).layoutDirection`.
        public var isRightToLeft: Bool { snapshot.isRightToLeft }

        /// `bundle`'s strings in the snapshot in effect; a view that calls it updates with the
        /// model.
        ///
        /// ```swift
        /// Text("color", bundle: language.strings(in: .main).bundle)
        /// ```
        public func strings(in bundle: Bundle) -> EffectiveLocalization {
            snapshot.strings(in: bundle)
        }

        /// The model, for its following task without keeping it alive.
        @MainActor private final class WeakReference {
            weak var model: EffectiveLocaleModel?
        }
    }
#endif
