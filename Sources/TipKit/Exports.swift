// As on iOS, where TipKit re-exports SwiftUI, a file that imports only TipKit (and Foundation)
// sees SwiftUI's names: a tip's `title: Text` and `image: Image?` need no `import SwiftUI`.
@_exported import BackplateCore
