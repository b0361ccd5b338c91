// CI-ONLY STAND-IN, never shipped: the few UIKit declarations LanguagePolicy's adapters use,
// with the signatures Apple documents, so that Scripts/typecheck-apple.sh can prove on Linux
// that the adapters compile against those shapes. It says nothing about how UIKit behaves.
//
// Built three times: as iOS's UIKit; with -D LANGUAGEPOLICY_TVOS as tvOS's, without the
// text-input API that Apple's UIKit reference lists for iOS, iPadOS, Mac Catalyst and visionOS
// only (`UITextInputMode`, `UIResponder.textInputMode`, `textInputContextIdentifier`,
// `clearTextInputContextIdentifier(_:)`); with -D LANGUAGEPOLICY_WATCHOS as watchOS's, which
// has none of UIKit's responders, views, windows or application.
import Foundation

#if !LANGUAGEPOLICY_WATCHOS
    @MainActor
    open class UIResponder: NSObject {
        open var isFirstResponder: Bool { false }
        #if !LANGUAGEPOLICY_TVOS
            open var textInputMode: UITextInputMode? { nil }
            open var textInputContextIdentifier: String? { nil }
            open class func clearTextInputContextIdentifier(_ identifier: String) {}
        #endif
    }

    #if !LANGUAGEPOLICY_TVOS
        @MainActor
        open class UITextInputMode: NSObject {
            open var primaryLanguage: String? { nil }
            open class var activeInputModes: [UITextInputMode] { [] }
            nonisolated public static let currentInputModeDidChangeNotification = NSNotification.Name(
                "UITextInputCurrentInputModeDidChangeNotification")
        }
    #endif

    public enum UISemanticContentAttribute: Int, Sendable {
        case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
    }

    @MainActor
    open class UIView: UIResponder {
        open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
        /// `UIAppearance`'s proxy: what views of the class take when they are made.
        public class func appearance() -> Self { fatalError("stand-in") }
    }

    @MainActor
    open class UIScrollView: UIView {}

    @MainActor
    open class UITextView: UIScrollView {
        open var isSecureTextEntry = false
    }

    @MainActor
    open class UIControl: UIView {}

    @MainActor
    open class UITextField: UIControl {
        open var isSecureTextEntry = false
    }

    @MainActor
    open class UIViewController: UIResponder {}

    @MainActor
    open class UIWindow: UIView {
        open var rootViewController: UIViewController?
    }

    @MainActor
    open class UIApplication: UIResponder {
        nonisolated public static let willEnterForegroundNotification = NSNotification.Name(
            "UIApplicationWillEnterForegroundNotification")
    }
#endif
