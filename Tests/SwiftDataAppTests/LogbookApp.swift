//
//  LogbookApp.swift
//  Logbook
//
//  Created by Backplate on 23/11/2026.
//
//  As Xcode writes it, but without `@main` (a test target has its own entry point).

import Backplate
import SwiftData

struct LogbookApp: App {
    var sharedModelContainer: ModelContainer = {
        let schema = Schema([
            Item.self,
        ])
        let modelConfiguration = ModelConfiguration(schema: schema, isStoredInMemoryOnly: false)

        do {
            return try ModelContainer(for: schema, configurations: [modelConfiguration])
        } catch {
            fatalError("Could not create ModelContainer: \(error)")
        }
    }()

    var body: some Scene {
        WindowGroup {
            ContentView()
        }
        .modelContainer(sharedModelContainer)
    }
}
