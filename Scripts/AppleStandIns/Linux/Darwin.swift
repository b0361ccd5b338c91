// CI-ONLY, never shipped: an empty module named Darwin, on the search path of the Linux behaviour
// runs only (Scripts/typecheck-apple.sh), so that `#if canImport(Darwin)` takes the branch an Apple
// build takes and the Apple-only adapters (the UserDefaults store, `resource(_:)`) compile against
// Linux Foundation, whose code then runs. Nothing imports it; the Apple-target compile uses the
// stand-in SDK's Darwin instead (Scripts/AppleStandIns/Darwin).
