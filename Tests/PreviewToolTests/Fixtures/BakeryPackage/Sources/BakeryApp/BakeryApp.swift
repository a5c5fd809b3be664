import SwiftUI

/// The app's entry point: `backplate preview` compiles this file too (its `@main` is set aside).
@main
struct BakeryApp: App {
    var body: some Scene {
        WindowGroup {
            BakeryMenuView()
        }
    }
}
