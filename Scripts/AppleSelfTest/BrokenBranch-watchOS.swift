// PLANTED DEFECT (the self-test of Scripts/typecheck-apple.sh): a branch for watchOS only, which does not
// compile. Expected: an error on watchOS and on no other platform (each platform compiles the branch
// its SDK selects, and only that one).
#if os(watchOS)
    let plantedwatchOSBranch: Int = "not a number"  // planted: watchOS only
#endif
