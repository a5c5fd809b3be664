import SwiftUI
import EventKit
import EventKitUI

// An app file of the shape calendar features take: a week of events read after asking for
// full access (iOS 17's request), an "add to calendar" action with an alarm and a weekly
// repeat, and the system's event editor presented from the toolbar.

@Observable final class AgendaModel {
    let store = EKEventStore()
    var events: [EKEvent] = []
    var access = EKEventStore.authorizationStatus(for: .event)
    var message: String?

    @MainActor func requestAccess() async {
        do {
            let granted = try await store.requestFullAccessToEvents()
            access = EKEventStore.authorizationStatus(for: .event)
            if granted {
                loadWeek(from: Date())
            } else {
                message = "Allow calendar access in Settings to see your week."
            }
        } catch {
            message = error.localizedDescription
        }
    }

    func loadWeek(from start: Date) {
        guard let end = Calendar.current.date(byAdding: .day, value: 7, to: start) else { return }
        let predicate = store.predicateForEvents(withStart: start, end: end, calendars: nil)
        events = store.events(matching: predicate).sorted { $0.startDate < $1.startDate }
    }

    func makeRehearsal(starting start: Date) -> EKEvent {
        let event = EKEvent(eventStore: store)
        event.title = "Choir rehearsal"
        event.startDate = start
        event.endDate = start.addingTimeInterval(90 * 60)
        event.location = "St. Mary's Hall"
        event.calendar = store.defaultCalendarForNewEvents
        event.addAlarm(EKAlarm(relativeOffset: -30 * 60))
        event.addRecurrenceRule(EKRecurrenceRule(recurrenceWith: .weekly, interval: 1, end: EKRecurrenceEnd(occurrenceCount: 10)))
        return event
    }

    func save(_ event: EKEvent) -> Bool {
        do {
            try store.save(event, span: .futureEvents)
            return true
        } catch EKError.eventStoreNotAuthorized {
            message = "Calendar access is needed to save events."
            return false
        } catch {
            message = error.localizedDescription
            return false
        }
    }

    /// The app's own calendar, in the device's local account, else iCloud's, else any CalDAV one.
    func makeRehearsalCalendar() -> EKCalendar? {
        let calendar = EKCalendar(for: .event, eventStore: store)
        calendar.title = "Rehearsals"
        let sources = store.sources
        if let local = sources.first(where: { $0.sourceType == .local }) {
            calendar.source = local
        } else if let iCloud = sources.first(where: { $0.sourceType == .calDAV && $0.title == "iCloud" }) {
            calendar.source = iCloud
        } else if let other = sources.first(where: { $0.sourceType == .calDAV }) {
            calendar.source = other
        } else {
            message = "No calendar account is available."
            return nil
        }
        do {
            try store.saveCalendar(calendar, commit: true)
            return calendar
        } catch {
            return nil
        }
    }
}

struct EventEditor: UIViewControllerRepresentable {
    let store: EKEventStore
    @Environment(\.dismiss) private var dismiss

    func makeCoordinator() -> Coordinator { Coordinator(dismiss: dismiss) }

    func makeUIViewController(context: Context) -> EKEventEditViewController {
        let controller = EKEventEditViewController()
        controller.eventStore = store
        controller.editViewDelegate = context.coordinator
        return controller
    }

    func updateUIViewController(_ uiViewController: EKEventEditViewController, context: Context) {}

    final class Coordinator: NSObject, EKEventEditViewDelegate {
        let dismiss: DismissAction

        init(dismiss: DismissAction) { self.dismiss = dismiss }

        func eventEditViewController(_ controller: EKEventEditViewController, didCompleteWith action: EKEventEditViewAction) {
            dismiss()
        }
    }
}

struct AgendaView: View {
    @State var model: AgendaModel
    @State private var editing = false

    var body: some View {
        NavigationStack {
            List {
                if let message = model.message {
                    Section {
                        Label(message, systemImage: "calendar.badge.exclamationmark")
                            .foregroundStyle(.orange)
                    }
                }
                Section("Next 7 days") {
                    if model.events.isEmpty {
                        ContentUnavailableView("No Events", systemImage: "calendar", description: Text("Your week is clear."))
                    }
                    ForEach(model.events, id: \.calendarItemIdentifier) { event in
                        VStack(alignment: .leading) {
                            Text(event.title)
                            Text(event.startDate.formatted(date: .abbreviated, time: .shortened))
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
            }
            .navigationTitle("Agenda")
            .toolbar {
                Button("Add Event", systemImage: "plus") { editing = true }
            }
            .sheet(isPresented: $editing) {
                EventEditor(store: model.store)
            }
        }
    }
}

#Preview("Agenda") {
    AgendaView(model: AgendaModel())
}
