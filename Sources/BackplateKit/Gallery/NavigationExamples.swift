import Foundation
import Backplate

/// Navigation, tab and list screens drawn as iOS 17/18 draws them on an iPhone 15 (393 × 852),
/// light and dark: a settings form under a large title, a tab-bar app and a sectioned list.
enum NavigationExamples {
    static let phone = ProposedViewSize(width: 393, height: 852)

    static var all: [GalleryExample] {
        [ColorScheme.light, .dark].flatMap { scheme -> [GalleryExample] in
            let suffix = scheme == .dark ? "-dark" : ""
            let mode = scheme == .dark ? " (dark)" : ""
            return [
                GalleryExample("navigation-settings\(suffix)", title: "Settings screen\(mode)",
                               summary: "NavigationStack with a large title and a trailing Done button over an inset-grouped Form: toggles, a menu picker, a text field, a stepper, a navigation link with its chevron, a header and a footer.",
                               proposedSize: phone, colorScheme: scheme) { GallerySettingsScreen() },
                GalleryExample("navigation-tab-app\(suffix)", title: "Tab-bar app\(mode)",
                               summary: "A TabView whose first tab is a navigation stack with an inline title and a plain list; below it iOS 26's floating glass tab bar, the selected tab tinted on its pill and the others in the label colour.",
                               proposedSize: phone, colorScheme: scheme) { GalleryTabAppScreen() },
                GalleryExample("navigation-sectioned-list\(suffix)", title: "Sectioned list\(mode)",
                               summary: "An inset-grouped List with headers, footers, a badge, navigation links, a custom row background and a hidden separator, under a large title with a back button.",
                               proposedSize: phone, colorScheme: scheme) { GallerySectionedListScreen() },
            ]
        }
    }
}

/// A settings form, as an app's settings tab draws it.
struct GallerySettingsScreen: View {
    @State private var notifications = true
    @State private var sounds = false
    @State private var units = "Metric"
    @State private var name = ""
    @State private var reminders = 2

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Notifications", isOn: $notifications)
                    Toggle("Sounds", isOn: $sounds)
                    Picker("Units", selection: $units) {
                        Text("Metric").tag("Metric")
                        Text("Imperial").tag("Imperial")
                    }
                } header: {
                    Text("General")
                } footer: {
                    Text("Notifications remind you to water your plants.")
                }
                Section("Garden") {
                    TextField("Garden name", text: $name)
                    Stepper("Reminders: \(reminders)", value: $reminders, in: 0...10)
                    NavigationLink("Plants") { Text("Plants") }
                    LabeledContent("Version", value: "2.4")
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Done") {} }
            }
        }
    }
}

/// A tab-bar app: a list tab selected, two more tabs in the bar.
nonisolated struct GalleryTabAppScreen: View {
    var body: some View {
        TabView {
            NavigationStack {
                List {
                    ForEach(["Basil", "Mint", "Rosemary", "Thyme"], id: \.self) { Text($0) }
                }
                .listStyle(.plain)
                .navigationTitle("Herbs")
                .navigationBarTitleDisplayMode(.inline)
            }
            .tabItem { Label("Garden", systemImage: "sun.max.fill") }
            Text("Calendar").tabItem { Label("Calendar", systemImage: "calendar") }
            Text("Settings").tabItem { Label("Settings", systemImage: "gearshape.fill") }
        }
    }
}

/// A sectioned list pushed onto a stack (the back button shows the root's title).
struct GallerySectionedListScreen: View {
    @State private var path = ["Beds"]

    var body: some View {
        NavigationStack(path: $path) {
            Text("Root")
                .navigationTitle("Garden")
                .navigationDestination(for: String.self) { _ in
                    List {
                        Section {
                            NavigationLink("Tomatoes") { Text("Tomatoes") }
                            NavigationLink("Beans") { Text("Beans") }.badge(3)
                            Text("Lettuce").listRowSeparator(.hidden)
                            Text("Squash")
                        } header: {
                            Text("Vegetables")
                        } footer: {
                            Text("Planted in spring.")
                        }
                        Section("Flowers") {
                            Text("Roses").listRowBackground(Color.pink.opacity(0.2))
                            Text("Tulips")
                        }
                    }
                    .navigationTitle("Beds")
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                    }
                }
        }
    }
}
