import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import WidgetKit

private struct TallyEntry: TimelineEntry { let date: Date }

private struct TallyProvider: TimelineProvider {
    func placeholder(in context: Context) -> TallyEntry { TallyEntry(date: .distantPast) }
    func getSnapshot(in context: Context, completion: @escaping (TallyEntry) -> Void) { completion(TallyEntry(date: .distantPast)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TallyEntry>) -> Void) {
        completion(Timeline(entries: [TallyEntry(date: .distantPast)], policy: .never))
    }
}

private struct TallySmall: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "small", provider: TallyProvider()) { _ in Text("S") }
    }
}

private struct TallyLarge: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "large", provider: TallyProvider()) { _ in Text("L") }
    }
}

private struct TallyLock: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "lock", provider: TallyProvider()) { _ in Text("🔒") }
    }
}

private struct TallyBundle: WidgetBundle {
    var body: some Widget {
        TallySmall()
        TallyLarge()
        if #available(iOS 17, *) {
            TallyLock()
        }
    }
}

private struct SoloBundle: WidgetBundle {
    var body: some Widget { TallyLarge() }
}

/// Issue 29's builders and scenes, areas N to Z: `ToolbarContentBuilder`'s plain and
/// customizable overloads, `ToolbarTitleMenu`, `WidgetBundleBuilder`, `WindowGroup`'s
/// presented-value content.
@MainActor
@Suite(.tags(.layout)) struct ToolbarWidgetWindowBuilderTests {
    func texts<V: View>(_ view: V) -> [String] {
        ImageRenderer(content: view).displayList().drawnTexts.map(\.0)
    }

    @Test func toolbarsOfUpToTenItemsDrawEveryItem() {
        let screen = NavigationStack {
            Text("Inbox").toolbar {
                ToolbarItem(placement: .topBarLeading) { Text("L1") }
                ToolbarItem(placement: .topBarLeading) { Text("L2") }
                ToolbarItem(placement: .topBarTrailing) { Text("T1") }
                ToolbarItem(placement: .topBarTrailing) { Text("T2") }
                ToolbarItem(placement: .principal) { Text("P") }
                ToolbarItem(placement: .bottomBar) { Text("B1") }
                ToolbarItem(placement: .bottomBar) { Text("B2") }
                ToolbarItem(placement: .status) { Text("S") }
                ToolbarItem(placement: .keyboard) { Text("K") }
                ToolbarItem(placement: .bottomBar) { Text("B3") }
            }
        }
        let drawn = Set(texts(screen))
        // Ten items in one block (SwiftUI's most); the keyboard's item is not drawn.
        #expect(drawn.isSuperset(of: ["Inbox", "L1", "L2", "T1", "T2", "P", "B1", "B2", "B3", "S"]), "\(drawn)")
        #expect(!drawn.contains("K"))
    }

    @Test func customizableAndConditionalToolbarsBuildTheSameItems() {
        func screen(editing: Bool) -> some View {
            NavigationStack {
                Text("Notes").toolbar(id: "notes") {
                    ToolbarItem(id: "share", placement: .topBarTrailing) { Text("Share") }
                    ToolbarItem(id: "add", placement: .topBarTrailing) { Text("Add") }
                    ToolbarItem(id: "sort", placement: .topBarLeading) { Text("Sort") }
                }
            }
        }
        let customized = texts(screen(editing: false))
        let plain = texts(NavigationStack {
            Text("Notes").toolbar {
                ToolbarItem(placement: .topBarTrailing) { Text("Share") }
                ToolbarItem(placement: .topBarTrailing) { Text("Add") }
                ToolbarItem(placement: .topBarLeading) { Text("Sort") }
            }
        })
        let customizedSet: Set<String> = Set(customized)
        #expect(customizedSet == ["Notes", "Share", "Add", "Sort"])
        #expect(Set(customized) == Set(plain))
        func conditional(_ editing: Bool) -> [String] {
            texts(NavigationStack {
                Text("List").toolbar {
                    if editing {
                        ToolbarItem(placement: .topBarTrailing) { Text("Done") }
                    } else {
                        ToolbarItem(placement: .topBarTrailing) { Text("Edit") }
                    }
                    if editing {
                        ToolbarItem(placement: .bottomBar) { Text("Delete") }
                    }
                }
            })
        }
        #expect(Set(conditional(true)) == ["List", "Done", "Delete"])
        #expect(Set(conditional(false)) == ["List", "Edit"])
    }

    @Test func aTitleMenuAmongToolbarItemsDrawsAsTheTitleMenuModifier() throws {
        func render<V: View>(_ view: V) throws -> RenderedImage {
            let renderer = ImageRenderer(content: view.frame(width: 393, height: 120))
            renderer.scale = 1
            return try renderer.render()
        }
        let modifier = try render(NavigationStack {
            Text("Body").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
                .toolbarTitleMenu { Button("Archive") {} }
        })
        let content = try render(NavigationStack {
            Text("Body").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarTitleMenu { Button("Archive") {} } }
        })
        let none = try render(NavigationStack {
            Text("Body").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
        })
        // The chevron after the title: the same pixels either way, and not there without a menu.
        #expect(content.rgba == modifier.rgba)
        #expect(content.rgba != none.rgba)
        let empty = try render(NavigationStack {
            Text("Body").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarTitleMenu()
                    ToolbarItem(placement: .topBarTrailing) { Text("Add") }
                }
        })
        #expect(empty.rgba != none.rgba)
    }

    @Test func widgetBundlesListTheirWidgetsInOrder() {
        let widgets = WidgetBundleContents.widgets(of: TallyBundle())
        #expect(widgets.map { String(describing: type(of: $0)) } == ["TallySmall", "TallyLarge", "TallyLock"])
        let solo = WidgetBundleContents.widgets(of: SoloBundle())
        #expect(solo.map { String(describing: type(of: $0)) } == ["TallyLarge"])
        // What an `if #available` block gives when its condition fails: no widget.
        #expect(WidgetBundleContents.widgets(of: EmptyBundle()).isEmpty)
    }

    private struct EmptyBundle: WidgetBundle {
        var body: some Widget { WidgetBundleBuilder.buildOptional(nil) }
    }

    @Test func valueWindowGroupsHostPresentedWindowContent() {
        let group: WindowGroup<PresentedWindowContent<Int, Text>> = WindowGroup(id: "peak", for: Int.self) { $id in
            Text(id.map { "peak \($0)" } ?? "no peak")
        }
        #expect(group.id == "peak")
        let roots = SceneRoots.views(in: group)
        #expect(texts(roots[0]) == ["no peak"])
        let titled = WindowGroup(Text("Peaks"), id: "peak", for: Int.self) { $id in Text("peak \(id)") } defaultValue: { 4 }
        #expect(texts(SceneRoots.views(in: titled)[0]) == ["peak 4"])
    }
}
