import Foundation
import InputLanguage

/// Times ``StatisticalLanguageIdentifier``: `detect-60`, identifying 60-character messages
/// in several scripts (target: under 20 µs in a release build), and `identifier-first-use`,
/// the first identification in a fresh process, which decodes the model (target: under 5 ms).
enum IdentifierBenchmarks {
    /// Messages of exactly 60 characters, in the scripts the model scores.
    static let messages: [String] = [
        "Je pense que nous devrions partir demain matin avant la pluie",
        "Creo que deberíamos salir mañana por la mañana antes de que llueva",
        "Ich glaube, wir sollten morgen früh vor dem Regen losfahren, ja",
        "Mislim da bismo trebali krenuti sutra ujutro prije nego padne kiša",
        "Я думаю, что нам нужно выехать завтра утром, до начала дождя.",
        "أعتقد أنه يجب علينا المغادرة صباح الغد قبل هطول المطر الغزير جدا",
        "मुझे लगता है कि हमें कल सुबह बारिश से पहले निकल जाना चाहिए।",
        "Saya rasa kita harus berangkat besok pagi sebelum hujan turun ya",
    ].map { String($0.prefix(60)) }

    static func run() {
        let identifier = StatisticalLanguageIdentifier()
        let cpuStart = threadCPUNanoseconds()
        var named = 0
        for index in 0..<80_000 { named &+= identifier.identify(messages[index & 7]).language == nil ? 0 : 1 }
        let cpu = Double(threadCPUNanoseconds() - cpuStart) / 80_000
        blackHole(named)
        let extra = "checksum=\(checksum(identifier)) CPU \(String(format: "%.1f", cpu)) ns/op"
        benchmark("detect-60", operations: 8_000, extra: extra) {
            var named = 0
            for index in 0..<8_000 {
                named &+= identifier.identify(messages[index & 7]).language == nil ? 0 : 1
            }
            return named
        }
    }

    private static func checksum(_ identifier: StatisticalLanguageIdentifier) -> String {
        var checksum = Checksum()
        for message in messages { checksum.add(identifier.identify(message).language?.description ?? "-") }
        return checksum.hex
    }

    /// One identification in this process, which decodes the model; prints its wall-clock and
    /// CPU nanoseconds (CPU time is what a busy machine's other processes do not inflate).
    static func firstUse() {
        let cpuStart = threadCPUNanoseconds()
        let start = ContinuousClock.now
        let language = StatisticalLanguageIdentifier().identify(messages[0]).language
        let elapsed = nanoseconds(ContinuousClock.now - start)
        let cpu = threadCPUNanoseconds() - cpuStart
        precondition(language?.description == "fr")
        print(Int(elapsed), cpu)
    }

    static func threadCPUNanoseconds() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return time.tv_sec * 1_000_000_000 + time.tv_nsec
    }

    /// Runs `Benchmarks identifier-first-use-once` in 11 fresh processes and prints the median.
    static func measureFirstUse() throws {
        var samples: [Double] = []
        var cpuSamples: [Double] = []
        for _ in 0..<11 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).absoluteURL
            process.arguments = ["identifier-first-use-once"]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let fields = output.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
            guard fields.count == 2 else { throw BenchmarkError(description: "identifier-first-use printed \(output)") }
            samples.append(fields[0])
            cpuSamples.append(fields[1])
        }
        let median = samples.sorted()[samples.count / 2]
        let cpu = cpuSamples.sorted()[cpuSamples.count / 2]
        print(
            "identifier-first-use: \(String(format: "%.0f", median)) ns/op, CPU \(String(format: "%.0f", cpu)) ns"
                + " (medians of 11 fresh processes)")
    }
}
