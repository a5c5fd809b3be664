import SwiftUI
import Observation

// Quill: a 2026 journaling app titled throughout with String Catalog symbols
// (QuillJournalStrings.swift), loading its entries in `.task` from an @Observable store.

struct QuillEntry: Identifiable, Hashable {
    let id: Int
    var title: String
    var mood: String
    var minutes: Int
}

@MainActor @Observable final class QuillStore {
    var entries: [QuillEntry] = []
    var isLoading = true

    func load() async {
        // Reads the local archive: no network, so it answers before the first frame.
        entries = [
            QuillEntry(id: 1, title: "Morning pages", mood: "sun.max", minutes: 12),
            QuillEntry(id: 2, title: "Walk by the river", mood: "leaf", minutes: 7),
            QuillEntry(id: 3, title: "Late thoughts", mood: "moon.zzz", minutes: 4),
        ]
        isLoading = false
    }
}

enum QuillTab: Hashable { case today, settings }

struct QuillRootView: View {
    @State private var tab: QuillTab = .today
    @State private var store = QuillStore()

    var body: some View {
        TabView(selection: $tab) {
            Tab(.quillTodayTab, systemImage: "book.pages", value: .today) {
                QuillTodayView(store: store)
            }
            Tab(.quillSettingsTab, systemImage: "gearshape", value: .settings) {
                NavigationStack { QuillSettingsView() }
            }
        }
        .tint(.indigo)
    }
}

struct QuillTodayView: View {
    var store: QuillStore

    var body: some View {
        NavigationStack {
            List {
                if !store.isLoading {
                    Section {
                        ForEach(store.entries) { entry in
                            QuillEntryRow(entry: entry)
                        }
                    } footer: {
                        Text(.quillEntryCount(store.entries.count))
                    }
                }
            }
            .overlay {
                if store.isLoading {
                    ProgressView(.quillLoading)
                }
            }
            .navigationTitle(.quillTodayTitle)
            .task { await store.load() }
        }
    }
}

struct QuillEntryRow: View {
    let entry: QuillEntry

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: entry.mood)
                .font(.title3)
                .foregroundStyle(.indigo)
                .frame(width: 28)
            Text(entry.title)
            Spacer()
            Text("\(entry.minutes) min")
                .foregroundStyle(.secondary)
                .monospacedDigit()
        }
    }
}

struct QuillSettingsView: View {
    @State private var name = ""
    @State private var reminders = true
    @State private var time = Date(timeIntervalSince1970: 1_700_000_000)
    @State private var mood = "sun.max"

    var body: some View {
        Form {
            Section {
                TextField(.quillNameField, text: $name)
                Toggle(.quillReminders, systemImage: "bell", isOn: $reminders)
                DatePicker(.quillReminderTime, selection: $time, displayedComponents: .hourAndMinute)
            }
            Section {
                LabeledContent(.quillStreak, value: "12 days")
                Picker(.quillMood, selection: $mood) {
                    Label("Sunny", systemImage: "sun.max").tag("sun.max")
                    Label("Calm", systemImage: "leaf").tag("leaf")
                }
            }
            Section {
                Button(.quillExport, systemImage: "square.and.arrow.up") {}
            }
        }
        .navigationTitle(.quillSettingsTab)
    }
}

#Preview("Quill today") {
    QuillRootView()
}

#Preview("Quill settings") {
    NavigationStack { QuillSettingsView() }
}
