import Backplate
import Foundation

// An edit form as SwiftData apps write them: sections with header closures, each tinted with
// `.listRowBackground(Color.x.opacity(_:))`, pickers over an enum's cases with tags, toggles
// tinted `.blue.opacity(_:)`, a date picker limited to `Date()...` under an `if`, and a
// toolbar, `onAppear` and `background { }` outside. It compiles in well under a second; with
// one name missing from its toolbar the diagnosis took minutes (docs/type-checking.md, stop 57).

enum ChoreArea: String, CaseIterable { case kitchen = "Kitchen", garden = "Garden", garage = "Garage" }
enum ChoreUrgency: String, CaseIterable { case soon = "Soon", later = "Later", whenever = "Whenever" }

enum ChoreCopy {
    static let details = "Details"
    static let area = "Area"
    static let urgency = "Urgency"
    static let deadline = "Deadline"
    static let hasDeadline = "Has a deadline"
    static let pickDeadline = "Pick a deadline"
    static let finished = "Finished"
    static let finishedNote = "All done!"
    static let editChore = "Edit Chore"
    static let save = "Save"
}

struct ChoreEditForm: View {
    @State private var details = ""
    @State private var area: ChoreArea = .kitchen
    @State private var urgency: ChoreUrgency = .soon
    @State private var hasDeadline = false
    @State private var deadline = Date()
    @State private var finished = false
    var initialDetails: String

    var body: some View {
        Form {
            Section {
                TextEditor(text: $details)
                    .frame(height: 120)
                    .autocorrectionDisabled()
            } header: {
                Text(ChoreCopy.details)
            }
            .listRowBackground(Color.teal.opacity(0.15))

            Section {
                Picker(ChoreCopy.area, selection: $area) {
                    ForEach(ChoreArea.allCases, id: \.self) { area in
                        Text(area.rawValue).tag(area)
                    }
                }
                .pickerStyle(.automatic)
            } header: {
                Text(ChoreCopy.area)
            }
            .listRowBackground(Color.teal.opacity(0.15))

            Section {
                Picker(ChoreCopy.urgency, selection: $urgency) {
                    ForEach(ChoreUrgency.allCases, id: \.rawValue) { urgency in
                        Text(urgency.rawValue).tag(urgency)
                    }
                }
            } header: {
                Text(ChoreCopy.urgency)
            }
            .listRowBackground(Color.teal.opacity(0.15))

            Section {
                Toggle(ChoreCopy.hasDeadline, isOn: $hasDeadline)
                    .tint(.blue.opacity(0.5))
                if hasDeadline {
                    DatePicker(ChoreCopy.pickDeadline, selection: $deadline, in: Date()...)
                }
            } header: {
                Text(ChoreCopy.deadline)
            }
            .listRowBackground(Color.teal.opacity(0.15))

            Section {
                Toggle(ChoreCopy.finished, isOn: $finished)
                    .tint(.green.opacity(0.5))
            } header: {
                Text(ChoreCopy.finished)
            } footer: {
                if finished {
                    Text(ChoreCopy.finishedNote)
                        .font(.system(size: 17))
                        .foregroundStyle(.green)
                }
            }
            .listRowBackground(Color.teal.opacity(0.15))
        }
        .navigationBarTitle(ChoreCopy.editChore)
        .onAppear {
            details = initialDetails
            if details.isEmpty {
                hasDeadline = false
            } else {
                deadline = .now
            }
        }
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .navigationBarTrailing) {
                Button {
                    details = details.trimmingCharacters(in: .whitespacesAndNewlines)
                } label: {
                    Text(ChoreCopy.save)
                }
                .disabled(details.isEmpty)
            }
        }
        .scrollContentBackground(.hidden)
        .background {
            Color.teal.opacity(0.08)
                .ignoresSafeArea()
        }
        .scrollDismissesKeyboard(.immediately)
    }
}
