// The module a file's `import HealthKitUI` finds on Linux. On iOS it brings HealthKit and UIKit
// with it (`HKActivityRingView` is a `UIView` showing an `HKActivitySummary`); so does this one.
@_exported import HealthKit
@_exported import BackplateUIKit
