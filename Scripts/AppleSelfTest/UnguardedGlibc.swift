// PLANTED DEFECT (the self-test of Scripts/typecheck-apple.sh): Linux's C library imported without
// `#if canImport(Glibc)`. Expected on every Apple platform: error: no such module 'Glibc'
internal import Glibc

func plantedProcessIdentifier() -> Int32 { getpid() }
