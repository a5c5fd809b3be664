import Testing
import Foundation
import SwiftUI

/// Generated String Catalog symbols of a sign-up form and a tabbed app, as Xcode 26 writes them.
private extension LocalizedStringResource {
    static var emailField: LocalizedStringResource { LocalizedStringResource("emailField", defaultValue: "Email address") }
    static var passwordField: LocalizedStringResource { LocalizedStringResource("passwordField", defaultValue: "Password") }
    static var notesField: LocalizedStringResource { LocalizedStringResource("notesField", defaultValue: "Notes") }
    static var birthday: LocalizedStringResource { LocalizedStringResource("birthday", defaultValue: "Birthday") }
    static var accent: LocalizedStringResource { LocalizedStringResource("accent", defaultValue: "Accent") }
    static var plan: LocalizedStringResource { LocalizedStringResource("plan", defaultValue: "Plan") }
    static var syncing: LocalizedStringResource { LocalizedStringResource("syncing", defaultValue: "Syncing") }
    static var haptics: LocalizedStringResource { LocalizedStringResource("haptics", defaultValue: "Haptics") }
    static var share: LocalizedStringResource { LocalizedStringResource("share", defaultValue: "Share") }
    static var advanced: LocalizedStringResource { LocalizedStringResource("advanced", defaultValue: "Advanced") }
    static var history: LocalizedStringResource { LocalizedStringResource("history", defaultValue: "History") }
    static var homeTab: LocalizedStringResource { LocalizedStringResource("homeTab", defaultValue: "Home") }
    static var statsTab: LocalizedStringResource { LocalizedStringResource("statsTab", defaultValue: "Stats") }
}

/// Apple's iOS 26 SDK gives every titled control a `LocalizedStringResource` form beside the
/// `LocalizedStringKey` one (iOS 16 availability): each draws its default value in the frame
/// the same title written as a literal gets.
@Suite struct CatalogSymbolInputsTests {
    private func texts<V: View>(_ view: V) -> [(String, CGRect)] {
        ImageRenderer(content: view.frame(width: 393, height: 700)).displayList().drawnTexts.map { ($0.0, $0.1) }
    }

    private let day = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func inputFieldsAndPickersTakeGeneratedSymbols() {
        let symbol = texts(Form {
            TextField(.emailField, text: .constant(""))
            SecureField(.passwordField, text: .constant(""), prompt: Text("Required"))
            TextField(.notesField, text: .constant(""), axis: .vertical)
            DatePicker(.birthday, selection: .constant(day), in: ...day, displayedComponents: .date)
            ColorPicker(.accent, selection: .constant(.orange))
            LabeledContent(.plan, value: "Pro")
            LabeledContent(.syncing) { ProgressView() }
            Toggle(.haptics, systemImage: "iphone.radiowaves.left.and.right", isOn: .constant(true))
        })
        let literal = texts(Form {
            TextField("Email address", text: .constant(""))
            SecureField("Password", text: .constant(""), prompt: Text("Required"))
            TextField("Notes", text: .constant(""), axis: .vertical)
            DatePicker("Birthday", selection: .constant(day), in: ...day, displayedComponents: .date)
            ColorPicker("Accent", selection: .constant(.orange))
            LabeledContent("Plan", value: "Pro")
            LabeledContent("Syncing") { ProgressView() }
            Toggle("Haptics", systemImage: "iphone.radiowaves.left.and.right", isOn: .constant(true))
        })
        #expect(symbol.map(\.0) == literal.map(\.0))
        #expect(symbol.map(\.1) == literal.map(\.1))
        // A field's title is its placeholder; a secure field's prompt replaces it.
        for title in ["Email address", "Required", "Notes", "Birthday", "Accent", "Plan", "Pro", "Syncing", "Haptics"] {
            #expect(symbol.contains { $0.0 == title }, "\(title)")
        }
        #expect(!symbol.contains { $0.0 == "Password" || $0.0.hasSuffix("Field") })
    }

    @Test func buttonsMenusGroupsAndProgressTakeGeneratedSymbols() {
        let symbol = texts(VStack {
            Button(.share, systemImage: "square.and.arrow.up") {}
            Menu(.plan, systemImage: "star") { Button("Pro") {} }
            Picker(.accent, systemImage: "paintpalette", selection: .constant(1)) { Text("Orange").tag(1) }
            DisclosureGroup(.advanced, isExpanded: .constant(true)) { Text("Cache") }
            GroupBox(.history) { Text("3 workouts") }
            ProgressView(.syncing, value: 0.4)
        })
        let literal = texts(VStack {
            Button("Share", systemImage: "square.and.arrow.up") {}
            Menu("Plan", systemImage: "star") { Button("Pro") {} }
            Picker("Accent", systemImage: "paintpalette", selection: .constant(1)) { Text("Orange").tag(1) }
            DisclosureGroup("Advanced", isExpanded: .constant(true)) { Text("Cache") }
            GroupBox("History") { Text("3 workouts") }
            ProgressView("Syncing", value: 0.4)
        })
        #expect(symbol.map(\.0) == literal.map(\.0))
        #expect(symbol.map(\.1) == literal.map(\.1))
        for title in ["Share", "Plan", "Advanced", "Cache", "History", "Syncing"] {
            #expect(symbol.contains { $0.0 == title }, "\(title)")
        }
    }

    @Test func navigationLinksAndTabsTakeGeneratedSymbols() {
        let symbol = texts(TabView(selection: .constant(0)) {
            Tab(.homeTab, systemImage: "house", value: 0) {
                NavigationStack { List { NavigationLink(.history, value: 3); NavigationLink(.advanced) { Text("Deeper") } } }
            }
            Tab(.statsTab, systemImage: "chart.bar", value: 1) { Text("Stats") }
        })
        let literal = texts(TabView(selection: .constant(0)) {
            Tab("Home", systemImage: "house", value: 0) {
                NavigationStack { List { NavigationLink("History", value: 3); NavigationLink("Advanced") { Text("Deeper") } } }
            }
            Tab("Stats", systemImage: "chart.bar", value: 1) { Text("Stats") }
        })
        #expect(symbol.map(\.0) == literal.map(\.0))
        #expect(symbol.map(\.1) == literal.map(\.1))
        for title in ["Home", "Stats", "History", "Advanced"] {
            #expect(symbol.contains { $0.0 == title }, "\(title)")
        }
    }
}
