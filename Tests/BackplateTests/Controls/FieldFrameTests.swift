import Foundation
import Testing
import BackplateTestSupport
@testable import Backplate
import BackplateSnapshotTesting

/// Text input drawn as iOS 17/18 draws it (controls.md §4): frames against the reference
/// (exact within 0.5 pt; the one-line height is the body line, 20.33 on iOS) and the colours
/// of text, placeholder, border and disabled text, light and dark.
@Suite(.backplateLook(.iOS18), .tags(.layout, .pixels)) struct FieldFrameTests {
    /// The 17-point body line iOS lays a field out on (controls.md §4, §3.3).
    static let bodyLine: CGFloat = 20.33

    @Test func plainFieldIsGreedyAndOneBodyLineTall() {
        let size = controlSize(TextField("Name", text: .constant("")), width: 300)
        #expect(size.width == 300)
        #expect(abs(size.height - Self.bodyLine) <= 0.5)
        // Long text stays on one line: the height does not grow.
        let long = controlSize(TextField("Name", text: .constant(String(repeating: "Appointment ", count: 20))), width: 300)
        #expect(abs(long.height - Self.bodyLine) <= 0.5)
    }

    @Test(arguments: [false, true])
    func placeholderIsThePlaceholderGrey(dark: Bool) throws {
        let field = TextField("Patient name", text: .constant(""))
        let text = try #require(controlTexts(field, width: 300, dark: dark).first { $0.string == "Patient name" })
        // placeholderText: 60,60,67 @0.30 light, 235,235,245 @0.30 dark.
        #expect("\(text.paints[0])" == (dark ? "#EBEBF54D" : "#3C3C434D"))
        // The fully covered ink of the placeholder, composited as a PNG shows it.
        let image = try controlImage(field, width: 300, dark: dark)
        let ink = controlInk(image, in: CGRect(x: 0, y: 0, width: 120, height: 20), dark: dark)
        let expected = dark ? over([235, 235, 245], 0.3, on: [0, 0, 0]) : over([60, 60, 67], 0.3, on: [255, 255, 255])
        #expect(close(ink, expected, 3), "\(ink) vs \(expected)")
    }

    @Test func promptReplacesTheTitleAsPlaceholderAndTextIsTheLabelColour() throws {
        let prompt = controlTexts(TextField("Phone", text: .constant(""), prompt: Text("Required")), width: 300)
        #expect(prompt.map(\.string) == ["Required"])
        let filled = try #require(controlTexts(TextField("Phone", text: .constant("555 0100")), width: 300).first)
        #expect(filled.string == "555 0100" && "\(filled.paints[0])" == "#000000")
        let dark = try #require(controlTexts(TextField("Phone", text: .constant("555 0100")), width: 300, dark: true).first)
        #expect("\(dark.paints[0])" == "#FFFFFF")
    }

    @Test(arguments: [false, true])
    func roundedBorderPadsSevenPointsInARadiusFiveBorder(dark: Bool) throws {
        let field = TextField("Email", text: .constant("a@b.co")).textFieldStyle(.roundedBorder)
        let size = controlSize(field, width: 300)
        #expect(size.width == 300)
        // One body line plus 7 points above and below: ≈ 34.3 (controls.md §4).
        #expect(abs(size.height - (Self.bodyLine + 14)) <= 0.5)
        let shapes = controlShapes(field, width: 300, dark: dark)
        let fill = try #require(shapes.first { $0.stroke == nil && $0.source.contains("RoundedRectangle") })
        #expect(sameFrame(fill.frame, CGRect(x: 0, y: 0, width: 300, height: size.height)))
        #expect("\(fill.paint)" == (dark ? "#000000" : "#FFFFFF"))
        let border = try #require(shapes.first { $0.stroke != nil })
        #expect("\(border.paint)" == (dark ? "#FFFFFF33" : "#00000033"))
        // Radius 5: the border path's corner leaves the pixel at the very corner unpainted.
        let image = try controlImage(field.padding(10), width: 320, dark: dark)
        #expect(controlPixel(image, 10.2, 10.2) == (dark ? [0, 0, 0] : [255, 255, 255]))
        // The text sits 7 points in from the leading edge.
        let text = try #require(controlTexts(field, width: 300).first { $0.string == "a@b.co" })
        #expect(abs(text.frame.minX - 7) <= 0.5 && abs(text.frame.minY - 7) <= 0.5)
    }

    @Test func secureFieldDrawsOneBulletPerCharacter() throws {
        let texts = controlTexts(SecureField("Password", text: .constant("hunter22")), width: 300)
        let bullets = String(repeating: "\u{2022}", count: 8)
        #expect(texts.map(\.string) == [bullets])
        #expect("\(texts[0].paints[0])" == "#000000")
        // Empty, it shows its title in the placeholder grey; same one-line height as a field.
        let empty = controlTexts(SecureField("Password", text: .constant("")), width: 300)
        #expect(empty.map(\.string) == ["Password"] && "\(empty[0].paints[0])" == "#3C3C434D")
        #expect(abs(controlSize(SecureField("Password", text: .constant("x")), width: 300).height - Self.bodyLine) <= 0.5)
    }

    @Test(arguments: [false, true])
    func disabledFieldTextIsTertiaryGrey(dark: Bool) throws {
        let text = try #require(controlTexts(TextField("Email", text: .constant("locked")).disabled(true), width: 300, dark: dark).first)
        // tertiaryLabel: 60,60,67 @0.3 / 235,235,245 @0.3 (controls.md §7.3, §10).
        #expect("\(text.paints[0])" == (dark ? "#EBEBF54D" : "#3C3C434D"))
    }

    @Test func textEditorIsGreedyWithUITextViewInsets() throws {
        let editor = TextEditor(text: .constant("Allergic to penicillin."))
        let size = controlSize(editor, width: 300, height: 120)
        #expect(size == CGSize(width: 300, height: 120))
        // UITextView: 8-point top inset, 5-point line-fragment padding (controls.md §4).
        let text = try #require(controlTexts(editor, width: 300, height: 120).first)
        #expect(abs(text.frame.minX - 5) <= 0.5 && abs(text.frame.minY - 8) <= 0.5)
    }

    @Test func fieldsInAFormRowStartAtTheRowInsetAndFillToTheTrailingInset() throws {
        // 393-wide window: card inset 20, row content inset 20 → text at x = 40 (controls.md §3.2, §4).
        let form = Form { TextField("First name", text: .constant("")).id("field") }
        let r = ImageRenderer(content: form)
        r.proposedSize = ProposedViewSize(width: 393, height: 300)
        let frame = try #require(r.layout().frame(of: "field"))
        #expect(abs(frame.minX - 40) <= 0.5 && abs(frame.maxX - 353) <= 0.5)
        let text = try #require(controlTexts(form, width: 393, height: 300).first { $0.string == "First name" })
        #expect(abs(text.frame.minX - 40) <= 0.5)
        #expect("\(text.paints[0])" == "#3C3C434D")
    }
}
