// The module a file's `import SwiftUI` finds on Linux: Backplate under SwiftUI's name, so view
// files and their snapshot tests compile with their own imports (docs/drop-in.md).
@_exported import Backplate
// `@FetchRequest` and `\.managedObjectContext` are SwiftUI's, over Core Data's types.
@_exported import CoreData
// As on iOS, `import SwiftUI` also makes UIKit's names visible.
@_exported import UIKit
// Loaded (not re-exported) so that, as on iOS, a test file's `import SnapshotTesting` plus
// `import SwiftUI` sees swift-snapshot-testing's `.image` strategies for views.
import BackplateSnapshotTesting
