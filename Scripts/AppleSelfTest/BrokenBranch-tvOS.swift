// PLANTED DEFECT (the self-test of Scripts/typecheck-apple.sh): a branch for tvOS only, which does not
// compile. Expected: an error on tvOS and on no other platform (each platform compiles the branch
// its SDK selects, and only that one).
#if os(tvOS)
    let plantedtvOSBranch: Int = "not a number"  // planted: tvOS only
#endif
