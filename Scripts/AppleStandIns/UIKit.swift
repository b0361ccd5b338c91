// CI-ONLY STAND-IN, never shipped: the few UIKit declarations LanguagePolicy's adapters use,
// with the signatures Apple documents, so that Scripts/typecheck-apple.sh can prove on Linux
// that the adapters compile against those shapes. It says nothing about how UIKit behaves.
import Foundation

@MainActor
open class UIResponder: NSObject {
    open var textInputMode: UITextInputMode? { nil }
    open var textInputContextIdentifier: String? { nil }
    open class func clearTextInputContextIdentifier(_ identifier: String) {}
}

@MainActor
open class UITextInputMode: NSObject {
    open var primaryLanguage: String? { nil }
    nonisolated public static let currentInputModeDidChangeNotification = NSNotification.Name(
        "UITextInputCurrentInputModeDidChangeNotification")
}

@MainActor
open class UITextView: UIResponder {}
