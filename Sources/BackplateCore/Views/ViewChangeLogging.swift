import Foundation

nonisolated extension View {
    /// SwiftUI's debugging aid, called in `body` (`let _ = Self._printChanges()`): prints why the
    /// body was evaluated. A still render evaluates each body once, for the view's first
    /// appearance, so it prints "`Name`: @self changed." (the dynamic properties are not listed).
    nonisolated public static func _printChanges() {
        print("\(Self.self): @self changed.")
    }

    /// As `_printChanges()`, written to the log (iOS 17.1); here to standard output.
    nonisolated public static func _logChanges() {
        print("\(Self.self): @self changed.")
    }
}
