// PLANTED DEFECT (the self-test of Scripts/typecheck-apple.sh): a branch for iOS only, which does not
// compile. Expected: an error on iOS and on no other platform (each platform compiles the branch
// its SDK selects, and only that one).
#if os(iOS)
    let plantediOSBranch: Int = "not a number"  // planted: iOS only
#endif
