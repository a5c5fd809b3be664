// SwiftData's names on Linux, so app files that `import SwiftData` compile with Backplate.
// The models live in memory only: nothing is written to disk, which is what a still render
// (a preview, a snapshot test, a server-side image) needs. `@Model` classes are observable
// through the Observation module, re-exported here as SwiftData's expansion needs it.
@_exported import Observation
@_exported import Foundation
// Foundation's `LocalizedStringResource`, which Backplate keeps in its core.
@_exported import struct BackplateCore.LocalizedStringResource
