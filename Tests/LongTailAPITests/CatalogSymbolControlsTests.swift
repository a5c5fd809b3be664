import Testing
import Foundation
import SwiftUI

/// Generated String Catalog symbols, as Xcode 26 writes them for manually managed keys.
private extension LocalizedStringResource {
    static var remindersTitle: LocalizedStringResource { LocalizedStringResource("remindersTitle", defaultValue: "Daily reminders") }
    static var unitPicker: LocalizedStringResource { LocalizedStringResource("unitPicker", defaultValue: "Units") }
    static var privacyLink: LocalizedStringResource { LocalizedStringResource("privacyLink", defaultValue: "Privacy policy") }
    static var sortMenu: LocalizedStringResource { LocalizedStringResource("sortMenu", defaultValue: "Sort by") }
    static var repsStepper: LocalizedStringResource { LocalizedStringResource("repsStepper", defaultValue: "Reps") }
    static var noWorkouts: LocalizedStringResource { LocalizedStringResource("noWorkouts", defaultValue: "No workouts yet") }
    static var deleteTitle: LocalizedStringResource { LocalizedStringResource("deleteTitle", defaultValue: "Delete workout?") }
    static var streakLabel: LocalizedStringResource { LocalizedStringResource("streakLabel", defaultValue: "Streak") }
}

/// Settings screens title their controls with generated symbols (`Toggle(.remindersTitle,
/// isOn:)`): Apple's `LocalizedStringResource` forms (iOS 16) draw the default value exactly
/// where a literal title draws, and a literal still picks the `LocalizedStringKey` form.
@Suite struct CatalogSymbolControlsTests {
    private func texts<V: View>(_ view: V) -> [(String, CGRect)] {
        ImageRenderer(content: view.frame(width: 393, height: 500)).displayList().drawnTexts.map { ($0.0, $0.1) }
    }

    @Test func controlsTitledWithGeneratedSymbolsDrawWhereLiteralTitlesDraw() {
        let url = URL(string: "https://example.com/privacy")!
        let symbol = texts(Form {
            Toggle(.remindersTitle, isOn: .constant(true))
            Picker(.unitPicker, selection: .constant(1)) { Text("Metric").tag(1); Text("Imperial").tag(2) }
            Link(.privacyLink, destination: url)
            Menu(.sortMenu) { Button("Date") {} }
            Stepper(.repsStepper, value: .constant(3), in: 1...10)
            Label(.streakLabel, systemImage: "flame")
        })
        let literal = texts(Form {
            Toggle("Daily reminders", isOn: .constant(true))
            Picker("Units", selection: .constant(1)) { Text("Metric").tag(1); Text("Imperial").tag(2) }
            Link("Privacy policy", destination: url)
            Menu("Sort by") { Button("Date") {} }
            Stepper("Reps", value: .constant(3), in: 1...10)
            Label("Streak", systemImage: "flame")
        })
        #expect(symbol.map(\.0) == literal.map(\.0))
        #expect(symbol.map(\.1) == literal.map(\.1))
        for title in ["Daily reminders", "Units", "Privacy policy", "Sort by", "Reps", "Streak"] {
            #expect(symbol.contains { $0.0 == title }, "\(title)")
        }
        #expect(!symbol.contains { $0.0.hasSuffix("Title") || $0.0.hasSuffix("Picker") || $0.0.hasSuffix("Stepper") })
    }

    @Test func anUnavailableViewAndPresentationsTakeGeneratedSymbols() {
        let symbol = texts(ContentUnavailableView(.noWorkouts, systemImage: "figure.run")
            .alert(.deleteTitle, isPresented: .constant(true)) { Button("Delete", role: .destructive) {} }
            .confirmationDialog(.deleteTitle, isPresented: .constant(true), titleVisibility: .visible) { Button("Delete") {} } message: { Text("Gone for good") }
            .accessibilityLabel(.noWorkouts))
        // The presentations draw nothing in a still render: only the unavailable view's symbol
        // and title.
        #expect(symbol.map(\.0) == ["symbol figure.run", "No workouts yet"])
        let literal = texts(ContentUnavailableView("No workouts yet", systemImage: "figure.run"))
        #expect(symbol.map(\.1) == literal.map(\.1))
    }
}
