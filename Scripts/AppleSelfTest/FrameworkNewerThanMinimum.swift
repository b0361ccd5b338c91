// PLANTED DEFECTS (the self-test of Scripts/typecheck-apple.sh): Foundation and SwiftUI APIs of iOS 17
// (macOS 14, tvOS 17, watchOS 10, visionOS 1), used without `if #available`, against the stand-in
// SDK's declarations and their documented availability. Expected: an error on macOS, iOS, tvOS and
// watchOS for each; none on visionOS.
public import Foundation
public import SwiftUI

func plantedURL(_ text: String) -> URL? {
    URL(string: text, encodingInvalidCharacters: false)  // planted: Foundation, iOS 17
}

struct PlantedTypesetting: View {
    var body: some View {
        EmptyPlantedView().typesettingLanguage(Locale.Language(identifier: "th"))  // planted: SwiftUI, iOS 17
    }
}

struct EmptyPlantedView: View {
    var body: Never { fatalError("never rendered") }
}
