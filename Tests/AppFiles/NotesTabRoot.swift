import Backplate
import Foundation

/// The app's tab root: notes, tags and settings, with an unread badge.
struct NotesTabRoot: View {
    enum NotesTab: Hashable { case notes, tags, settings }
    @State private var selection: NotesTab = .notes

    var body: some View {
        TabView(selection: $selection) {
            NotesFolderList()
                .tabItem {
                    Label("Notes", systemImage: "doc.text")
                }
                .tag(NotesTab.notes)
                .badge(3)

            NoteTagGrid()
                .tabItem {
                    Label("Tags", systemImage: "tag")
                }
                .tag(NotesTab.tags)

            NotesSettingsScreen()
                .tabItem {
                    Image(systemName: "gearshape")
                    Text("Settings")
                }
                .tag(NotesTab.settings)
        }
    }
}

/// The same root written with iOS 18's `Tab`, opened on the tags tab.
struct NotesTabRoot18: View {
    @State private var selection = 1

    var body: some View {
        TabView(selection: $selection) {
            Tab("Notes", systemImage: "doc.text", value: 0) {
                NotesFolderList()
            }
            Tab("Tags", systemImage: "tag", value: 1) {
                NoteTagGrid()
            }
        }
        .tint(.orange)
    }
}

/// An onboarding carousel in the page style.
struct NotesOnboardingPager: View {
    var body: some View {
        TabView {
            ForEach(0..<3) { page in
                ZStack {
                    Color.indigo
                    Text("Page \(page + 1)").font(.largeTitle).foregroundStyle(.white)
                }
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
    }
}
