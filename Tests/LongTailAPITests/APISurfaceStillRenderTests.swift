import Testing
import BackplateTestSupport
import Foundation
import SwiftUI

private struct Trail: Identifiable, Codable, Hashable {
    var id: Int
    var name: String
}

private struct HighlightKey: TransactionKey {
    static let defaultValue = false
}

/// Issue 29's still-render API: iOS 17 shape layering, edit actions, codable navigation paths,
/// transactions and bindings, timeline schedules and the optional-value text field.
@MainActor
@Suite struct APISurfaceStillRenderTests {
    let blue = Color(red: 0, green: 0, blue: 1), red = Color(red: 1, green: 0, blue: 0)

    @Test func shapeLayersDrawInOrderInOneFrame() throws {
        // A 40 pt circle filled blue, then stroked red 4 pt wide centred on the outline.
        let stroked = try renderImage(Circle().fill(blue).stroke(red, lineWidth: 4).frame(width: 40, height: 40))
        #expect(stroked.width == 40 && stroked.height == 40)
        #expect(rgba(stroked, 20, 20) == [0, 0, 255, 255])
        #expect(rgba(stroked, 20, 0) == [255, 0, 0, 255])
        #expect(rgba(stroked, 20, 6) == [0, 0, 255, 255])
        // Stroked inside the frame: the ring covers y 0...4 at the top.
        let bordered = try renderImage(Circle().fill(blue).strokeBorder(red, lineWidth: 4).frame(width: 40, height: 40))
        #expect(rgba(bordered, 20, 2) == [255, 0, 0, 255])
        #expect(rgba(bordered, 20, 6) == [0, 0, 255, 255])
        // Filling again draws over the earlier stroke.
        let refilled = try renderImage(Rectangle().stroke(red, lineWidth: 8).fill(blue).frame(width: 20, height: 20))
        #expect(rgba(refilled, 1, 10) == [0, 0, 255, 255])
        let view = Capsule().fill(blue).stroke(red, style: StrokeStyle(lineWidth: 2), antialiased: false)
        #expect(view.strokeStyle.lineWidth == 2 && !view.isAntialiased && view.background.style == blue)
    }

    @Test func editActionsShowTheirControlsInEditMode() throws {
        let trails = [Trail(id: 1, name: "Ridge"), Trail(id: 2, name: "Creek")]
        func list<C: View>(@ViewBuilder _ rows: () -> C) -> some View {
            List { rows() }
                .environment(\.editMode, .constant(.active))
                .frame(width: 320, height: 160)
        }
        let editable = try renderImage(list { ForEach(.constant(trails), editActions: .delete) { $trail in Text(trail.name) } })
        let onDelete = try renderImage(list { ForEach(trails) { Text($0.name) }.onDelete { _ in } })
        let plain = try renderImage(list { ForEach(trails) { Text($0.name) } })
        // `.delete` shows the same delete controls as `onDelete`; without an action there are none.
        #expect(editable.rgba == onDelete.rgba)
        #expect(editable.rgba != plain.rgba)
        let movable = try renderImage(list { ForEach(.constant(trails), id: \.id, editActions: .move) { $trail in Text(trail.name) } })
        let onMove = try renderImage(list { ForEach(trails) { Text($0.name) }.onMove { _, _ in } })
        #expect(movable.rgba == onMove.rgba)
        #expect(EditActions<[Trail]>.all == [.delete, .move])
    }

    @Test func codableNavigationPathsRoundTrip() throws {
        var path = NavigationPath()
        path.append(Trail(id: 7, name: "Summit"))
        path.append(42)
        let data = try JSONEncoder().encode(try #require(path.codable))
        let strings = try JSONDecoder().decode([String].self, from: data)
        // SwiftUI's form: last element first, each a type name and its JSON.
        #expect(strings.count == 4 && strings[1] == "42")
        let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
        #expect(restored == path && restored.count == 2)
        // A value appended without Codable makes the path unserializable.
        struct Plain: Hashable {}
        var mixed = path
        mixed.append(Plain())
        #expect(mixed.codable == nil)
        mixed.removeLast()
        #expect(mixed.codable != nil)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data(#"["NoSuchType","1"]"#.utf8))
        }
    }

    @Test func transactionsAndBindingsCarryTheirValues() {
        var transaction = Transaction()
        #expect(transaction[HighlightKey.self] == false && transaction.dismissBehavior == .interactive)
        transaction[HighlightKey.self] = true
        transaction.scrollTargetAnchor = .bottom
        #expect(transaction[HighlightKey.self] && transaction.scrollTargetAnchor == .bottom)
        var completed = false
        transaction.addAnimationCompletion { completed = true }
        #expect(completed)

        var stored = 1
        var received: Transaction?
        let binding = Binding(get: { stored }, set: { value, transaction in stored = value; received = transaction })
        binding.wrappedValue = 5
        #expect(stored == 5 && received != nil)
        #expect(binding.animation(.easeIn).transaction.animation == .easeIn)
    }

    @Test func builtInSchedulesListTheirDates() {
        let start = Date(timeIntervalSinceReferenceDate: 125)
        #expect(Array(EveryMinuteTimelineSchedule().entries(from: start, mode: .normal).prefix(2))
                == [Date(timeIntervalSinceReferenceDate: 120), Date(timeIntervalSinceReferenceDate: 180)])
        let periodic = PeriodicTimelineSchedule(from: start, by: 5).entries(from: start, mode: .lowFrequency)
        let periodicTimes: [TimeInterval] = Array(periodic.prefix(3)).map(\.timeIntervalSinceReferenceDate)
        #expect(periodicTimes == [125, 130, 135])
        var frames = AnimationTimelineSchedule(minimumInterval: 0.5).entries(from: start, mode: .normal)
        #expect(frames.next() == start && frames.next() == start.addingTimeInterval(0.5))
    }

    @Test func optionalValueFieldsShowTheValueOrThePrompt() throws {
        let filled = TextField("Elevation", value: .constant(Int?.some(4392)), format: .number)
        let empty = TextField("Elevation", value: .constant(Int?.none), format: .number, prompt: Text("Metres"))
        let labelled = TextField(value: .constant(Int?.some(4392)), format: .number) { Text("Elevation") }
        func texts<V: View>(_ v: V) -> [String] { ImageRenderer(content: v.frame(width: 200)).displayList().drawnTexts.map(\.0) }
        #expect(texts(filled).contains("4,392"))
        #expect(texts(empty).contains("Metres") && !texts(empty).contains("4,392"))
        #expect(texts(empty) == texts(TextField("Elevation", text: .constant(""), prompt: Text("Metres"))))
        #expect(texts(labelled).contains("4,392"))
        #expect(texts(TextField("Elevation", text: .constant("4,392"))) == texts(filled))
    }
}
