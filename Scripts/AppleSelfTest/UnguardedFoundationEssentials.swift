// PLANTED DEFECT (the self-test of Scripts/typecheck-apple.sh): a module only the Linux toolchain has,
// imported without `#if canImport(FoundationEssentials)`. Expected on every Apple platform:
// error: no such module 'FoundationEssentials'
public import FoundationEssentials

extension Date {
    var plantedSeconds: Double { timeIntervalSince1970 }
}
