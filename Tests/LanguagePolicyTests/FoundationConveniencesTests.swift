import Foundation
import LanguagePolicy
import Observation
import PlatformModels
import Testing

@Suite struct FoundationConveniencesTests {
    /// `localizedDescription` says what went wrong, not "The operation could not be completed".
    @Test func errorsDescribeThemselvesThroughLocalizedError() {
        do {
            _ = try AppLanguagePolicy(
                json: #"{"supportedLocales": ["en"], "productDefault": "fr", "policyVersion": 1}"#)
            Issue.record("expected an error")
        } catch {
            #expect(error.localizedDescription == #"$.productDefault: "fr" is not one of supportedLocales"#)
        }
        #expect(
            (LanguageTagError.emptySubtag(offset: 3) as any Error).localizedDescription == "empty subtag at offset 3")
        let choice = AppLanguageCoordinator.ChoiceError.unsupported("ja")
        #expect((choice as any Error).localizedDescription == "ja is not one of the supported locales")
        var errors: [any Error] = [
            AcceptLanguageError.tooManyEntries(65),
            AndroidFolderError.noResourceType(folder: "-fr"),
            AndroidLocaleFolderError.notALocaleFolder("night"),
        ]
        #expect(throws: DevicePopulationError.self) {
            do { _ = try DevicePopulation(jsonLines: "[\"fr\"]\n{") } catch {
                errors.append(error)
                throw error
            }
        }
        #expect(errors.count == 4)
        for error in errors {
            #expect(error.localizedDescription == String(describing: error))
            #expect(!error.localizedDescription.contains("could not be completed"))
        }
    }

    @Test func timestampsAndDatesConvert() throws {
        let date = Date(timeIntervalSince1970: 1_788_426_000.7509)
        #expect(Timestamp(date) == (try Timestamp(iso8601: "2026-09-03T09:00:00.750Z")))
        #expect(Timestamp(date).date == Date(timeIntervalSince1970: 1_788_426_000.75))
        #expect(Timestamp(Date(timeIntervalSince1970: 1_788_426_000)).iso8601 == "2026-09-03T09:00:00Z")
    }

    @Test func aFileStoreAtAURLCreatesItsFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("policy-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = FileAppLanguageStore(url: folder.appendingPathComponent("Application Support/state.json"))
        let coordinator = AppLanguageCoordinator(policy: .example, store: store)
        _ = coordinator.launch(systemAppPreference: [], deviceLanguages: ["fr-CA"])
        #expect(try coordinator.choose("es").effectiveLocale == "es")
        #expect(FileManager.default.fileExists(atPath: store.url.path))
    }

    @Test func snapshotsGiveFoundationLocalesAndAnInputSession() {
        let decision = AppLanguagePolicy.example.resolve(ResolutionContext(deviceLanguages: ["zh-HK"]))
        let context = EffectiveLocaleContext(
            decision: decision, formatting: FormattingPreferences(deviceLocale: "en-HK"))
        #expect(context.current.locale.identifier == "zh-Hant")
        #expect(context.current.formattingLocale.identifier(.bcp47) == "zh-Hant-HK")
        #expect(!context.current.isRightToLeft)
        let hint = resolveInputLanguage(
            field: EditableField(contract: .interfaceBound), record: EditedRecord(),
            session: context.current.inputSession()
        ).hint
        #expect(hint.tags == ["zh-Hant"])
        #expect(decision.inputSession() == context.current.inputSession())
    }

    /// A SwiftUI view reads an `@Observable` model; it changes, in order, with the context.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test @MainActor func theObservableModelFollowsTheContext() async {
        let policy = AppLanguagePolicy.example
        let context = EffectiveLocaleContext(
            decision: policy.resolve(ResolutionContext(deviceLanguages: ["fr"])),
            formatting: FormattingPreferences(region: nil))
        let model = EffectiveLocaleModel(following: context)
        #expect(model.locale.identifier == "fr")
        var seen: [String] = []
        for language in ["es", "zh-TW", "en-GB"] {
            let changed = Changed()
            withObservationTracking {
                _ = model.snapshot
            } onChange: {
                changed.signal()
            }
            await Task.detached { context.apply(policy.resolve(ResolutionContext(deviceLanguages: [language]))) }.value
            await changed.wait()
            seen.append(model.snapshot.language.description)
        }
        #expect(seen == ["es", "zh-Hant", "en-GB"])
    }
}

/// A one-shot signal from an observation's change handler to the test.
private final class Changed: Sendable {
    private let stream: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation

    init() { (stream, continuation) = AsyncStream.makeStream() }

    func signal() { continuation.yield() }

    func wait() async {
        for await _ in stream { return }
    }
}
