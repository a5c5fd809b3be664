//
//  JotterApp.swift
//  Jotter
//
//  Created by Backplate on 24/11/2026.
//
//  Xcode's iOS "Document App" template as Xcode writes it, but without `@main` (a test target
//  has its own entry point) and with `import Backplate` for `import SwiftUI`.

import Backplate

struct JotterApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: JotterDocument()) { file in
            ContentView(document: file.$document)
        }
    }
}
