// PLANTED DEFECTS (the self-test of Scripts/typecheck-apple.sh): standard-library APIs newer than the
// deployment targets, used without `if #available`. Expected, from the standard library's own
// availability (recompiled from the toolchain's interface):
//   withDiscardingTaskGroup (macOS 14, iOS 17, tvOS 17, watchOS 10): an error on macOS, iOS, tvOS
//   and watchOS; none on visionOS, whose 1.0 has it (visionOS inherits iOS 17's availability);
//   String(validating:as:) (Swift 6.0: macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2): an
//   error on every platform (the JSON parser used it unguarded until the check found it).
func plantedDiscardingGroup() async {
    await withDiscardingTaskGroup { group in group.addTask {} }  // planted: iOS 17
}

func plantedValidation(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    String(validating: bytes, as: UTF8.self)  // planted: iOS 18, visionOS 2
}
