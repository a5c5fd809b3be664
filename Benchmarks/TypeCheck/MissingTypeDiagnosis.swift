import Backplate
import Foundation

// A body that does NOT compile: its rows link to a screen whose type the module lacks (as when
// an app's view model sits in a file that failed). Swift then re-solves the whole nested builder
// with fixes, trying every overload of each call (ForEach, Section, NavigationLink, Text) in
// combination before it reports "cannot find 'DiagnosisMissingScreen' in scope". SwiftUI's
// overload sets here equal Apple's, so this is the compiler's cost, not Backplate's: Gymly's
// round of unseen22 spent 85 s on one such body. scripts/bench-typecheck.sh times the diagnosis.

struct DiagnosisRow: Identifiable { let id = UUID(); let title: String }
struct DiagnosisGroup: Identifiable { let id = UUID(); let title: String; let rows: [DiagnosisRow] }

struct DiagnosisGroupedLinks: View {
    var groups: [DiagnosisGroup]
    var body: some View {
        List {
            ForEach(groups) { group in
                Section(header: Text(group.title)) {
                    ForEach(group.rows, id: \.id) { row in
                        NavigationLink(destination: DiagnosisMissingScreen(row: row)) {
                            Text(row.title)
                        }
                    }
                }
            }
        }
    }
}

// A form naming a static member its strings type lacks (as Todo Manager's `Strings.updated`):
// the diagnosis re-solves every section, row background and tint with fixes. Three sections
// here; the five of `FormSections.swift` with the same slip took 86 s (docs/type-checking.md).
enum DiagnosisReminderKind: String, CaseIterable { case home = "Home", errand = "Errand", call = "Call" }

enum DiagnosisReminderCopy {
    static let heading = "Reminder"
    static let kind = "Kind"
    static let flagged = "Flagged"
}

struct DiagnosisReminderForm: View {
    @State private var note = ""
    @State private var kind: DiagnosisReminderKind = .home
    @State private var flagged = false
    @State private var due = Date()

    var body: some View {
        Form {
            Section {
                TextEditor(text: $note)
                    .frame(height: 90)
            } header: {
                Text(DiagnosisReminderCopy.heading)
            }
            .listRowBackground(Color.mint.opacity(0.15))

            Section {
                Picker(DiagnosisReminderCopy.kind, selection: $kind) {
                    ForEach(DiagnosisReminderKind.allCases, id: \.self) { kind in
                        Text(kind.rawValue).tag(kind)
                    }
                }
            } header: {
                Text(DiagnosisReminderCopy.kind)
            }
            .listRowBackground(Color.mint.opacity(0.15))

            Section {
                Toggle(DiagnosisReminderCopy.flagged, isOn: $flagged)
                    .tint(.orange.opacity(0.6))
                if flagged {
                    DatePicker(DiagnosisReminderCopy.flagged, selection: $due, in: Date()...)
                }
            }
            .listRowBackground(Color.mint.opacity(0.15))
        }
        .navigationBarTitle(DiagnosisReminderCopy.heading)
        .toolbar {
            ToolbarItem(placement: .navigationBarTrailing) {
                Button {
                    flagged = false
                } label: {
                    Text(DiagnosisReminderCopy.saveLabel)
                }
            }
        }
        .scrollContentBackground(.hidden)
    }
}
