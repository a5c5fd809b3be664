import Testing
import SwiftUI

/// An editor screen as SotkaApp writes it: `@FocusState private var nameFocused` with no type,
/// which SwiftUI infers as `FocusState<Bool>`, beside an optional field enum; neither is a
/// parameter of the view's memberwise initializer.
private struct ExerciseNameEditor: View {
    enum Field: Hashable { case name, repetitions }
    let title: String
    @FocusState private var nameFocused
    @FocusState private var field: Field?
    @State private var name = ""

    var startingFocus: (name: Bool, field: Field?) { (nameFocused, field) }
    var nameFocusType: Any.Type { type(of: _nameFocused) }

    var body: some View {
        Form {
            TextField(title, text: $name)
                .focused($nameFocused)
                .focused($field, equals: .name)
        }
    }
}

@MainActor @Suite struct FocusStateInferenceTests {
    @Test func anUntypedFocusStateIsABooleanOneThatStartsUnfocused() throws {
        let editor = ExerciseNameEditor(title: "Exercise name")
        #expect(ObjectIdentifier(editor.nameFocusType) == ObjectIdentifier(FocusState<Bool>.self))
        #expect(editor.startingFocus.name == false)
        #expect(editor.startingFocus.field == nil)
        let renderer = ImageRenderer(content: editor)
        renderer.proposedSize = ProposedViewSize(width: 393, height: 200)
        let image = try #require(renderer.cgImage)
        #expect(image.width == Int(393 * renderer.scale))
    }
}
