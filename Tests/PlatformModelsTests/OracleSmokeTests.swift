import TestSupport
import Testing

// The platform models' tests: Apple's and Android's vectors, and differential runs against the
// platforms' own code (TestSupport.PlatformOracles).
@Test(.requires(PlatformOracles.apple.isAvailable, PlatformOracles.apple.unavailable))
func appleOracleRuns() throws {
    #expect(try PlatformOracles.apple.run(["en-AU,fr\ten,en-GB,fr"]) == ["en-AU,fr\ten,en-GB,fr\ten-GB,en"])
}

@Test(.requires(PlatformOracles.android.isAvailable, PlatformOracles.android.unavailable))
func androidOracleRuns() throws {
    #expect(
        try PlatformOracles.android.run(["zh-HK\t,zh,zh-rTW"], arguments: ["folders"]) == ["zh-HK\t,zh,zh-rTW\tzh-rTW"])
}
