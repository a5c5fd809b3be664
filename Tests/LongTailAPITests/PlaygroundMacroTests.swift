import Testing
import Foundation
import SwiftUI
import Playgrounds

// A helper file as Xcode 26 projects write them: a private function and the playground that
// tries it in the canvas, in the same file.
private func streakLength(of days: [Bool]) -> Int {
    days.reversed().prefix { $0 }.count
}

#Playground("Streaks") {
    let days = [true, false, true, true]
    print("streak:", streakLength(of: days))
    fatalError("a render runs no playground")
}

#Playground {
    try await Task.sleep(for: .seconds(60))
}

/// `#Playground` compiles (its body type-checked against `@Sendable () async throws -> Void`)
/// and runs nothing: the bodies above would stop the process or wait a minute.
@Suite struct PlaygroundMacroTests {
    @Test func theFilesCodeWorksAndNoPlaygroundRuns() {
        #expect(streakLength(of: [true, false, true, true]) == 2)
        #expect(streakLength(of: []) == 0)
    }
}
