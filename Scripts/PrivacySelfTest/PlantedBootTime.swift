// PLANTED DEFECT (Scripts/check-privacy.py --self-test): a system boot time API
// (mach_absolute_time, NSPrivacyAccessedAPICategorySystemBootTime), scanned with the LanguagePolicy
// target, whose manifest does not declare that category. Never compiled.
func plantedElapsed() -> UInt64 { mach_absolute_time() }
