// What a file's `import SwiftUICore` finds on Linux. Since iOS 18 SwiftUI's views, shapes,
// colours and state live in a module of that name, which `SwiftUI` re-exports; Xcode's fix-its
// and autocompletion write `import SwiftUICore` in model files. Here it is all of Backplate.
@_exported import Backplate
