// What `import OSLog` finds through `-module-alias OSLog=BackplateOSLog` (docs/drop-in.md):
// the `os` stand-in's logging names, and Foundation, as Apple's OSLog framework brings them.
@_exported import BackplateOS
@_exported import Foundation
