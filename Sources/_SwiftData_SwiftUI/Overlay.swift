// SwiftData's cross-import overlay with SwiftUI, where iOS declares `@Query` and `.modelContainer`; Xcode's completions
// write `import _SwiftData_SwiftUI`, which on iOS re-exports SwiftData, as this module does.
@_exported import SwiftData
