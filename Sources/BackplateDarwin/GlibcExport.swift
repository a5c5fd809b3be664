// Darwin's C library comes with `import Foundation` and `import SwiftUI` on iOS; here Glibc
// does, so a preview build's `import Darwin` (aliased to this module) finds `sqrt` and `memcpy`.
@_exported public import Glibc
