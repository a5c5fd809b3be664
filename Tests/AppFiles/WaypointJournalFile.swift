import Backplate
import Foundation

// Waypoint: a hiking journal. An @Observable journal (with a cache that observation ignores)
// is put in the environment and read by type; entries show date ranges and distances with
// Foundation format styles; the entry list can be edited with multi-selection; an entry is
// written in a TextEditor with a keyboard toolbar; trip days are picked with MultiDatePicker.

@Observable
final class WaypointJournal {
    var entries: [WaypointEntry]
    var unit: UnitLength = .kilometers
    @ObservationIgnored private var formattedCache: [WaypointEntry.ID: String] = [:]

    init(entries: [WaypointEntry]) { self.entries = entries }

    var totalDistance: Measurement<UnitLength> {
        entries.map(\.distance).reduce(Measurement(value: 0, unit: .kilometers), +)
    }

    func distanceText(for entry: WaypointEntry) -> String {
        if let cached = formattedCache[entry.id] { return cached }
        let text = entry.distance.converted(to: unit)
            .formatted(.measurement(width: .abbreviated, usage: .asProvided,
                                    numberFormatStyle: .number.precision(.fractionLength(1))))
        formattedCache[entry.id] = text
        return text
    }
}

struct WaypointEntry: Identifiable, Hashable {
    let id: Int
    var title: String
    var start: Date
    var end: Date
    var distance: Measurement<UnitLength>
    var notes: String
}

enum WaypointSamples {
    static func day(_ d: Int, _ h: Int) -> Date {
        var c = DateComponents()
        c.year = 2024; c.month = 6; c.day = d; c.hour = h
        c.timeZone = TimeZone(identifier: "UTC")
        return Calendar(identifier: .gregorian).date(from: c)!
    }

    static let journal = WaypointJournal(entries: [
        WaypointEntry(id: 1, title: "Ridge to the hut", start: day(3, 8), end: day(3, 15),
                      distance: Measurement(value: 14.2, unit: .kilometers),
                      notes: "Fog until noon, then clear views of the valley."),
        WaypointEntry(id: 2, title: "Lakeside loop", start: day(5, 9), end: day(6, 12),
                      distance: Measurement(value: 21.75, unit: .kilometers),
                      notes: "Camped by the north shore."),
        WaypointEntry(id: 3, title: "Summit attempt", start: day(8, 5), end: day(8, 17),
                      distance: Measurement(value: 9.6, unit: .kilometers),
                      notes: ""),
    ])
}

/// Stacks its content side by side in a regular width, one above the other in a compact one.
struct WaypointAdaptiveStack<Content: View>: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    @ViewBuilder var content: Content

    var body: some View {
        let layout = sizeClass == .regular
            ? AnyLayout(HStackLayout(alignment: .firstTextBaseline, spacing: 16))
            : AnyLayout(VStackLayout(alignment: .leading, spacing: 2))
        layout { content }
    }
}

/// Secondary row details: subheadline on an iPhone, body text in a regular width.
struct WaypointDetailStyle: ViewModifier {
    @Environment(\.horizontalSizeClass) private var sizeClass

    func body(content: Content) -> some View {
        content
            .font(sizeClass == .regular ? .body : .subheadline)
            .foregroundStyle(.secondary)
    }
}

extension View {
    func waypointDetailStyle() -> some View { modifier(WaypointDetailStyle()) }
}

struct WaypointJournalView: View {
    @Environment(WaypointJournal.self) private var journal
    @State private var selection = Set<WaypointEntry.ID>()
    @State private var editMode = EditMode.active

    var body: some View {
        NavigationStack {
            List(selection: $selection) {
                Section {
                    ForEach(journal.entries) { entry in
                        WaypointEntryRow(entry: entry)
                    }
                } footer: {
                    Text("Total \(journal.totalDistance, format: .measurement(width: .wide))")
                }
            }
            .navigationTitle("Journal")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { EditButton() }
            }
            .environment(\.editMode, $editMode)
        }
    }
}

struct WaypointEntryRow: View {
    @Environment(WaypointJournal.self) private var journal
    let entry: WaypointEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.title).font(.headline)
            WaypointAdaptiveStack {
                Text(entry.start..<entry.end, format: .interval.month(.abbreviated).day())
                Text(journal.distanceText(for: entry))
            }
            .waypointDetailStyle()
        }
    }
}

/// The editor for one entry's notes, with a keyboard toolbar and the trip's days.
struct WaypointEntryEditor: View {
    @Binding var entry: WaypointEntry
    @State private var days: Set<DateComponents> = []
    @FocusState private var notesFocused: Bool

    var body: some View {
        Form {
            Section("Title") {
                TextField("Title", text: $entry.title)
            }
            Section("Notes") {
                TextEditor(text: $entry.notes)
                    .frame(minHeight: 120)
                    .focused($notesFocused)
            }
            Section("Days") {
                MultiDatePicker("Trip days", selection: $days)
            }
        }
        .toolbar {
            ToolbarItemGroup(placement: .keyboard) {
                Spacer()
                Button("Done") { notesFocused = false }
            }
        }
    }
}

#Preview("Journal") {
    WaypointJournalView()
        .environment(WaypointSamples.journal)
}

#Preview("Editor") {
    @Previewable @State var entry = WaypointSamples.journal.entries[0]
    WaypointEntryEditor(entry: $entry)
}
