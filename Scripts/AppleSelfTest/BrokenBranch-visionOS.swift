// PLANTED DEFECT (the self-test of Scripts/typecheck-apple.sh): a branch for visionOS only, which does not
// compile. Expected: an error on visionOS and on no other platform (each platform compiles the branch
// its SDK selects, and only that one).
#if os(visionOS)
    let plantedvisionOSBranch: Int = "not a number"  // planted: visionOS only
#endif
