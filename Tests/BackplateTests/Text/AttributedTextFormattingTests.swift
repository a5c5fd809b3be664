import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// A semantic attribute: the run names a contact.
private enum ContactAttribute: AttributedStringKey {
    typealias Value = String
    static let name = "Tests.Contact"
}

extension AttributeScopes {
    /// The scope of the notes editor below: SwiftUI's attributes and the contact mark.
    fileprivate struct NoteAttributes: AttributeScope {
        let contact: ContactAttribute
        let swiftUI: SwiftUIAttributes
    }
}

extension AttributeDynamicLookup {
    fileprivate subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.NoteAttributes, T>) -> T {
        self[T.self]
    }
}

/// Contacts are purple, every other run takes the editor's colour (Apple's example).
private struct ContactsArePurple: AttributedTextValueConstraint {
    typealias Scope = AttributeScopes.NoteAttributes
    typealias AttributeKey = AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute

    func constrain(_ container: inout Attributes) {
        container.foregroundColor = container.contact != nil ? .purple : nil
    }
}

/// Only a single solid underline; a contact is always underlined (reads the colour set above).
private struct UnderlinePurple: AttributedTextValueConstraint {
    typealias Scope = AttributeScopes.NoteAttributes
    typealias AttributeKey = AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute

    func constrain(_ container: inout Attributes) {
        if container.foregroundColor == .purple { container.underlineStyle = .single }
    }
}

private struct NoteFormatting: AttributedTextFormattingDefinition {
    typealias Scope = AttributeScopes.NoteAttributes
    var strict = true

    var body: some AttributedTextFormattingDefinition<Scope> {
        ContactsArePurple()
        UnderlinePurple()
        if strict {
            ValueConstraint(for: \.kern, values: [nil], default: nil)
        }
    }
}

/// iOS 26's attributed text formatting definitions: value constraints applied in order to each
/// run (`AttributedTextFormattingDefinition.constrain(_:)`), and to a `TextEditor`'s text
/// through `attributedTextFormattingDefinition(_:)`.
@Suite(.tags(.layout))
struct AttributedTextFormattingTests {
    @Test func constraintsApplyInOrderAndSeeEarlierResults() {
        var contact = AttributeContainer()
        contact[ContactAttribute.self] = "Ada"
        contact.foregroundColor = .red
        contact.kern = 2
        NoteFormatting().constrain(&contact)
        // Purple from the first constraint, so the second underlines it; the kern is dropped.
        #expect(contact.foregroundColor == .purple)
        #expect(contact.underlineStyle == .single)
        #expect(contact.kern == nil)

        var plain = AttributeContainer()
        plain.foregroundColor = .red
        plain.kern = 2
        NoteFormatting(strict: false).constrain(&plain)
        #expect(plain.foregroundColor == nil && plain.underlineStyle == nil)
        #expect(plain.kern == 2)
    }

    @Test func aValueConstraintReplacesValuesOutsideItsSet() {
        let definition = AttributedTextFormatting.ValueConstraint<AttributeScopes.SwiftUIAttributes, AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute>(
            for: AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self, values: [nil, .single], default: .single)
        var red = AttributeContainer()
        red.underlineStyle = Text.LineStyle(color: .red)
        definition.constrain(&red)
        #expect(red.underlineStyle == .single)
        var none = AttributeContainer()
        definition.constrain(&none)
        #expect(none.underlineStyle == nil)
    }

    @Test func anEditorDrawsItsTextConstrained() throws {
        var note = AttributedString("Call ")
        note.foregroundColor = .green
        var name = AttributedString("Ada")
        name[ContactAttribute.self] = "Ada"
        let editor = TextEditor(text: .constant(note + name), selection: .constant(AttributedTextSelection()))
            .attributedTextFormattingDefinition(NoteFormatting())
        // What the constraints make of it: "Call " in the editor's colour, "Ada" purple and underlined.
        var expected = AttributedString("Call ")
        var purple = AttributedString("Ada")
        purple.foregroundColor = .purple
        purple.underlineStyle = .single
        expected += purple
        let drawn = try #require(controlTexts(editor, width: 300, height: 120).first)
        let reference = try #require(controlTexts(TextEditor(text: .constant(expected)), width: 300, height: 120).first)
        #expect(drawn.string == "Call Ada")
        #expect(drawn.paints.map { "\($0)" } == reference.paints.map { "\($0)" })
        // Unconstrained, the green run stays green: the paints differ.
        let loose = try #require(controlTexts(TextEditor(text: .constant(note + name)), width: 300, height: 120).first)
        #expect(loose.paints.map { "\($0)" } != reference.paints.map { "\($0)" })
    }
}
