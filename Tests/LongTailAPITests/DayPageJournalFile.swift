import SwiftUI
import UIKit
import CoreData
import MapKit

// A journaling app as iOS apps write it: a UICalendarView to pick the day, a UITextView
// editor, a UIDatePicker for the reminder time, Core Data entries fetched with format
// predicates and key sort descriptors, and UIKit's share sheet, alert and pasteboard.

final class JournalEntry: NSManagedObject, Identifiable {
    var title = ""
    var body = ""
    var day = Date()
    var mood: Int16 = 3
    var isArchived = false
    var place: String?
}

struct JournalCalendar: UIViewRepresentable {
    @Binding var selection: DateComponents?
    var month: DateComponents

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIView(context: Context) -> UICalendarView {
        let view = UICalendarView()
        view.calendar = Calendar(identifier: .gregorian)
        view.fontDesign = .rounded
        view.tintColor = .systemIndigo
        view.visibleDateComponents = month
        let behavior = UICalendarSelectionSingleDate(delegate: context.coordinator)
        view.selectionBehavior = behavior
        return view
    }

    func updateUIView(_ uiView: UICalendarView, context: Context) {
        (uiView.selectionBehavior as? UICalendarSelectionSingleDate)?.setSelected(selection, animated: false)
    }

    final class Coordinator: NSObject, UICalendarSelectionSingleDateDelegate {
        var parent: JournalCalendar
        init(_ parent: JournalCalendar) { self.parent = parent }

        func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?) {
            parent.selection = dateComponents
        }

        func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool {
            guard let day = dateComponents?.date else { return true }
            return day <= Date()
        }
    }
}

struct JournalTextView: UIViewRepresentable {
    @Binding var text: String

    func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

    func makeUIView(context: Context) -> UITextView {
        let textView = UITextView()
        textView.font = UIFont.preferredFont(forTextStyle: .body)
        textView.textColor = .label
        textView.backgroundColor = .secondarySystemBackground
        textView.isScrollEnabled = true
        textView.delegate = context.coordinator
        textView.translatesAutoresizingMaskIntoConstraints = false
        return textView
    }

    func updateUIView(_ uiView: UITextView, context: Context) {
        if uiView.text != text { uiView.text = text }
    }

    final class Coordinator: NSObject, UITextViewDelegate {
        var text: Binding<String>
        init(text: Binding<String>) { self.text = text }

        func textViewDidChange(_ textView: UITextView) {
            text.wrappedValue = textView.text
        }
    }
}

struct ReminderTimePicker: UIViewRepresentable {
    var time: Date

    func makeUIView(context: Context) -> UIDatePicker {
        let picker = UIDatePicker()
        picker.datePickerMode = .time
        picker.preferredDatePickerStyle = .compact
        picker.minuteInterval = 5
        picker.timeZone = TimeZone(identifier: "UTC")
        return picker
    }

    func updateUIView(_ uiView: UIDatePicker, context: Context) {
        uiView.date = time
    }
}

final class PlaceSuggester: NSObject, ObservableObject, MKLocalSearchCompleterDelegate {
    @Published var suggestions: [MKLocalSearchCompletion] = []
    @Published var lastError: String?
    private let completer = MKLocalSearchCompleter()

    override init() {
        super.init()
        completer.delegate = self
        completer.resultTypes = [.address, .pointOfInterest]
    }

    func search(_ fragment: String) {
        completer.queryFragment = fragment
    }

    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {
        suggestions = completer.results
    }

    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: Error) {
        lastError = error.localizedDescription
        suggestions = []
    }
}

enum JournalActions {
    static func share(_ entry: JournalEntry, from controller: UIViewController?) {
        let activity = UIActivityViewController(activityItems: [entry.title, entry.body], applicationActivities: nil)
        activity.excludedActivityTypes = [.assignToContact, .addToReadingList]
        controller?.present(activity, animated: true)
    }

    static func copy(_ entry: JournalEntry) {
        UIPasteboard.general.string = "\(entry.title)\n\n\(entry.body)"
    }

    static func confirmDelete(_ entry: JournalEntry, from controller: UIViewController?, onDelete: @escaping () -> Void) {
        let alert = UIAlertController(title: "Delete Entry?", message: "“\(entry.title)” will be deleted.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in onDelete() })
        controller?.present(alert, animated: true)
    }

    static var rootController: UIViewController? {
        (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.keyWindow?.rootViewController
    }
}

struct DayPageJournalView: View {
    @FetchRequest(sortDescriptors: [NSSortDescriptor(key: "day", ascending: false)],
                  predicate: NSPredicate(format: "isArchived == NO AND mood >= %d", 2))
    private var entries: FetchedResults<JournalEntry>
    @State private var selectedDay: DateComponents? = DateComponents(year: 2026, month: 3, day: 14)
    @State private var draft = "Walked to the harbour before work. The fog lifted by nine."

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    JournalCalendar(selection: $selectedDay, month: DateComponents(year: 2026, month: 3))
                        .frame(height: 360)
                    JournalTextView(text: $draft)
                        .frame(height: 96)
                        .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
                    HStack {
                        Label("Reminder", systemImage: "bell")
                        Spacer()
                        ReminderTimePicker(time: Date(timeIntervalSinceReferenceDate: 8.5 * 3600))
                            .fixedSize()
                    }
                    ForEach(entries) { entry in
                        VStack(alignment: .leading, spacing: 2) {
                            Text(entry.title).font(.headline)
                            Text(entry.place ?? "No place").font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                }
                .padding(.horizontal, 16)
            }
            .navigationTitle("Journal")
        }
    }
}

enum JournalPreviewData {
    static func context() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        let samples: [(String, Int16, Bool, Double, String?)] = [
            ("Harbour walk", 4, false, 3, "Pier 39"), ("Rainy Sunday", 1, false, 2, nil),
            ("Old notes", 5, true, 1, "Home"), ("Fog and coffee", 3, false, 5, "Blue Bottle"),
        ]
        for (title, mood, archived, day, place) in samples {
            let entry = JournalEntry(context: context)
            entry.title = title
            entry.mood = mood
            entry.isArchived = archived
            entry.day = Date(timeIntervalSinceReferenceDate: 800_000_000 + day * 86_400)
            entry.place = place
        }
        return context
    }
}

#Preview("Journal") {
    DayPageJournalView()
        .environment(\.managedObjectContext, JournalPreviewData.context())
}

#Preview("Journal dark") {
    DayPageJournalView()
        .environment(\.managedObjectContext, JournalPreviewData.context())
        .preferredColorScheme(.dark)
}
