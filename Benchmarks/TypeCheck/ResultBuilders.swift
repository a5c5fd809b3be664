import Backplate
import Foundation
import WidgetKit

// Result-builder bodies whose builders have many overloads in SwiftUI: toolbars of up to ten
// items (plain and customizable forms of every `buildBlock`), toolbars with conditions, and a
// widget bundle. scripts/bench-typecheck.sh times them, so a change to a builder's overload set
// shows here.

struct BuilderToolbarScreen: View {
    var editing: Bool
    var count: Int
    var body: some View {
        NavigationStack {
            Text("Inbox")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    ToolbarItem(placement: .principal) { Text("\(count) messages").font(.headline) }
                    ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") {} }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Archive") {}
                        Spacer()
                        Button("Flag") {}
                    }
                    ToolbarItem(placement: .status) { Text(editing ? "Editing" : "Updated just now") }
                    ToolbarItem(placement: .keyboard) { Button("Done") {} }
                    ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                }
        }
    }
}

struct BuilderConditionalToolbar: View {
    var editing: Bool
    var selected: Int?
    var body: some View {
        List(0..<3, id: \.self) { Text("Row \($0)") }
            .toolbar {
                if editing {
                    ToolbarItem(placement: .topBarTrailing) { Button("Done") {} }
                } else {
                    ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                }
                if let selected {
                    ToolbarItem(placement: .bottomBar) { Text("Row \(selected) selected") }
                }
                ToolbarItem(placement: .topBarLeading) { Button("Sort", systemImage: "arrow.up.arrow.down") {} }
            }
    }
}

struct BuilderCustomizableToolbar: View {
    var body: some View {
        Text("Editor")
            .toolbar(id: "editor") {
                ToolbarItem(id: "bold", placement: .secondaryAction) { Button("Bold", systemImage: "bold") {} }
                ToolbarItem(id: "italic", placement: .secondaryAction) { Button("Italic", systemImage: "italic") {} }
                ToolbarItem(id: "underline", placement: .secondaryAction) { Button("Underline", systemImage: "underline") {} }
                ToolbarItem(id: "strike", placement: .secondaryAction) { Button("Strikethrough", systemImage: "strikethrough") {} }
                ToolbarItem(id: "share", placement: .primaryAction) { Button("Share", systemImage: "square.and.arrow.up") {} }
            }
    }
}

struct BuilderEntry: TimelineEntry { let date: Date }

struct BuilderProvider: TimelineProvider {
    func placeholder(in context: Context) -> BuilderEntry { BuilderEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (BuilderEntry) -> Void) { completion(BuilderEntry(date: .now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<BuilderEntry>) -> Void) {
        completion(Timeline(entries: [BuilderEntry(date: .now)], policy: .never))
    }
}

struct BuilderSmallWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "small", provider: BuilderProvider()) { entry in Text(entry.date, style: .time) }
            .configurationDisplayName("Small")
            .supportedFamilies([.systemSmall])
    }
}

struct BuilderMediumWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "medium", provider: BuilderProvider()) { entry in Text(entry.date, style: .date) }
            .supportedFamilies([.systemMedium])
    }
}

struct BuilderBundle: WidgetBundle {
    var body: some Widget {
        BuilderSmallWidget()
        BuilderMediumWidget()
        BuilderSmallWidget()
    }
}

// Sections of navigation links in a list, the shape of Gymly's split and calendar screens
// (unseen22); MissingTypeDiagnosis.swift times the same body when the destination is missing.
struct BuilderGroupedLinks: View {
    struct Row: Identifiable { let id = UUID(); let title: String }
    struct Group: Identifiable { let id = UUID(); let title: String; let rows: [Row] }
    var groups: [Group]
    var body: some View {
        List {
            ForEach(groups) { group in
                if !group.rows.isEmpty {
                    Section(header: Text(group.title)) {
                        ForEach(group.rows, id: \.id) { row in
                            NavigationLink(destination: Text(row.title).navigationTitle(row.title)) {
                                Text(row.title)
                            }
                        }
                    }
                }
            }
        }
    }
}
