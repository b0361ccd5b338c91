#if canImport(FoundationEssentials)
    internal import FoundationEssentials
#else
    internal import Foundation
#endif
#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

extension FuzzTarget {
    /// The target's seed corpus directory, relative to the repository (`Fuzz/Corpus/Tags`).
    package var corpusDirectory: String { "Fuzz/Corpus/\(rawValue)" }

    /// The target's regression directory, relative to the repository (`Fuzz/Regressions/Tags`):
    /// inputs that once crashed or broke an invariant.
    package var regressionDirectory: String { "Fuzz/Regressions/\(rawValue)" }

    /// The files at `path`: the file itself, or every regular file of a directory whose name
    /// does not start with `.`, sorted by name. A missing path has none.
    package static func inputFiles(at path: String) -> [String] {
        var isDirectory: Bool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { "\(path)/\($0)" }.filter { file in
            var nested: Bool = false
            return FileManager.default.fileExists(atPath: file, isDirectory: &nested) && !nested
        }
    }

    /// The body of a fuzz executable's `main` in a build without libFuzzer: runs every file
    /// given (files or directories) through ``check(_:)``, prints one line per violation and a
    /// summary, and exits with 1 when any input broke an invariant, 2 on a usage error. A
    /// library crash stops the process, as it would under libFuzzer.
    package func replay(_ arguments: some Collection<String>) -> Never {
        if arguments.isEmpty || arguments.contains(where: { $0.hasPrefix("-") }) {
            print(
                """
                Usage: Fuzz \(rawValue) FILE_OR_DIRECTORY...
                Replays inputs through the \(rawValue) checks. To fuzz, build with libFuzzer:
                Scripts/fuzz.sh \(rawValue) SECONDS
                """)
            exit(2)
        }
        var count = 0
        var failures = 0
        for path in arguments {
            let files = Self.inputFiles(at: path)
            if files.isEmpty { print("\(path): no files to replay (directories are not searched recursively)") }
            for file in files {
                count += 1
                guard let data = FileManager.default.contents(atPath: file) else {
                    print("\(file): cannot read")
                    failures += 1
                    continue
                }
                do {
                    try check(Array(data))
                } catch {
                    print("\(file): \(error)")
                    failures += 1
                }
            }
        }
        print("Fuzz \(rawValue): \(count) inputs replayed, \(failures) failed")
        exit(failures == 0 && count > 0 ? 0 : 1)
    }
}
