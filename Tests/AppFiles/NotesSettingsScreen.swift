import Backplate
import Foundation

/// The notes app's settings: a form with toggles, links and explanatory footers.
struct NotesSettingsScreen: View {
    @State private var sortByDate = true
    @State private var showsPreviews = false

    var body: some View {
        NavigationView {
            Form {
                Section {
                    Toggle("Sort by Date Edited", isOn: $sortByDate)
                    Toggle("Note Previews", isOn: $showsPreviews)
                } header: {
                    Text("Viewing")
                } footer: {
                    Text("Previews show the first lines of each note.")
                }

                Section(header: Text("Accounts")) {
                    NavigationLink(destination: Text("iCloud")) {
                        Label("iCloud", systemImage: "cloud")
                    }
                    NavigationLink(destination: Text("On My iPhone")) {
                        Label("On My iPhone", systemImage: "phone")
                    }
                }

                Section {
                    Text("Version 2.4")
                        .foregroundStyle(.secondary)
                        .listRowBackground(Color.clear)
                }
            }
            .navigationTitle("Settings")
        }
        .navigationViewStyle(.stack)
    }
}
