// PLANTED DEFECT (Scripts/typecheck-apple.sh --self-test): Linux's C library imported without
// `#if canImport(Glibc)`. Expected on every Apple platform: error: no such module 'Glibc'
internal import Glibc

func plantedProcessIdentifier() -> Int32 { getpid() }
