// The module a file's `import CoreMotion` finds on Linux: Apple's motion managers and data
// types, answering as the iOS Simulator does: no motion hardware, so nothing is available,
// updates never arrive and queries fail with CMErrorDomain error 104, each with a warning.
@_exported import Foundation
