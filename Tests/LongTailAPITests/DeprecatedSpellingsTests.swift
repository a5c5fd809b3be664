import Testing
import BackplateTestSupport
import Foundation
import SwiftUI

private struct CloseableSheet: View {
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        Button(presentationMode.wrappedValue.isPresented ? "Close" : "Root") {
            presentationMode.wrappedValue.dismiss()
        }
    }
}

/// Deprecated SwiftUI spellings that older app code still uses (issue 29): each compiles as on
/// iOS and draws what its current replacement draws.
@MainActor
@Suite struct DeprecatedSpellingsTests {
    func drawing<V: View>(_ view: V) -> DisplayList {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: 393, height: 852)
        return r.displayList()
    }

    @Test func presentationModeReadsWhetherTheViewIsPresented() {
        #expect(phoneTexts(CloseableSheet()).map(\.0) == ["Root"])
        #expect(phoneTexts(CloseableSheet().environment(\.isPresented, true)).map(\.0) == ["Close"])
        var mode = EnvironmentValues().presentationMode.wrappedValue
        mode.dismiss()
        #expect(!mode.isPresented)
    }

    @Test func titledLinksWithATagPushTheirDestinationWhenSelected() {
        let selected = NavigationView {
            List { NavigationLink("Details", tag: 2, selection: .constant(Optional(2))) { Text("Detail page") } }
        }
        let closure = NavigationView {
            List { NavigationLink(tag: 2, selection: .constant(Optional(2)), destination: { Text("Detail page") }) { Text("Details") } }
        }
        #expect(phoneTexts(selected).map(\.0).contains("Detail page"))
        #expect(drawing(selected) == drawing(closure))
        let other = NavigationView {
            List { NavigationLink("Details", destination: Text("Detail page"), tag: 2, selection: .constant(Optional(3))) }
        }
        // Not selected: the row stays, with its disclosure chevron.
        #expect(phoneTexts(other).map(\.0) == ["Details", "symbol chevron.right"])
        let active = NavigationView { NavigationLink("Open", destination: Text("Opened"), isActive: .constant(true)) }
        #expect(phoneTexts(active).map(\.0).contains("Opened"))
    }

    @Test func textFieldCallbacksDrawTheFieldAlone() {
        let name = TextField("Name", text: .constant("Ada"), onEditingChanged: { _ in })
        #expect(drawing(name) == drawing(TextField("Name", text: .constant("Ada"))))
        let both = TextField("Name", text: .constant("Ada"), onEditingChanged: { _ in }, onCommit: {})
        #expect(drawing(both) == drawing(name))
        let title: String = "Name"
        #expect(drawing(TextField(title, text: .constant("Ada"), onCommit: {})) == drawing(name))
        let formatter = NumberFormatter()
        let count = TextField("Count", value: .constant(42), formatter: formatter, onCommit: {})
        #expect(phoneTexts(count).map(\.0).contains("42"))
        #expect(drawing(count) == drawing(TextField("Count", value: .constant(42), formatter: formatter)))
        #expect(drawing(SecureField(title, text: .constant("pw"), onCommit: {})) == drawing(SecureField("Name", text: .constant("pw"))))
    }

    @Test func menuValuesAndStatusBarSpellingsLeaveTheViewAsDrawn() {
        let plain = Text("Hold me")
        #expect(drawing(plain.contextMenu(ContextMenu { Button("Copy") {} })) == drawing(plain))
        #expect(drawing(plain.contextMenu(nil as ContextMenu<EmptyView>?)) == drawing(plain))
        #expect(drawing(plain.statusBar(hidden: true)) == drawing(plain))
        #expect(EventModifiers.function.rawValue == 64)
    }
}
