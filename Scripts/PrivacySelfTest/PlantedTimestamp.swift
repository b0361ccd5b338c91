// PLANTED DEFECT (Scripts/check-privacy.py --self-test): a file timestamp API (stat,
// NSPrivacyAccessedAPICategoryFileTimestamp) in a target with no privacy manifest. Never compiled.
func plantedExists(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0
}
