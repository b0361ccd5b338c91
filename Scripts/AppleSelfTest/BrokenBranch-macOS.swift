// PLANTED DEFECT (the self-test of Scripts/typecheck-apple.sh): a branch for macOS only, which does not
// compile. Expected: an error on macOS and on no other platform (each platform compiles the branch
// its SDK selects, and only that one).
#if os(macOS)
    let plantedmacOSBranch: Int = "not a number"  // planted: macOS only
#endif
