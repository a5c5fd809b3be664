import Testing
import BackplateTestSupport
import Foundation
import SwiftUI

/// Issue 29's remaining SwiftUI rows: the transformed shapes' animatable data, `VerticalEdge`'s
/// raw value, the iOS 13 `Font.system` forms, scene padding, the labelled toolbar item group and
/// customizable toolbar blocks, and the `LocalizedStringKey` interpolations of timers and
/// formatters; each checked against the value or drawing SwiftUI gives.
@MainActor
@Suite(.tags(.layout)) struct SwiftUIRemainingRowsTests {
    func texts<V: View>(_ view: V, width: CGFloat = 393, height: CGFloat = 300) -> [(String, CGRect)] {
        let renderer = ImageRenderer(content: view.frame(width: width, height: height))
        renderer.scale = 1
        return renderer.displayList().drawnTexts
    }

    func size<V: View>(_ view: V) throws -> CGSize {
        let renderer = ImageRenderer(content: view.fixedSize())
        renderer.scale = 1
        let image = try renderer.render()
        return CGSize(width: image.width, height: image.height)
    }

    @Test func transformedShapesAnimateTheirOwnGeometry() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        var offset = OffsetShape(shape: Rectangle(), offset: CGSize(width: 3, height: 4))
        #expect(offset.animatableData.first == AnimatablePair(3, 4))
        offset.animatableData.first = AnimatablePair(-2, 6)
        #expect(offset.offset == CGSize(width: -2, height: 6))
        #expect(offset.path(in: rect).boundingRect == CGRect(x: -2, y: 6, width: 10, height: 10))

        var scaled = ScaledShape(shape: Rectangle(), scale: CGSize(width: 1, height: 1))
        scaled.animatableData.first = AnimatablePair(2, 0.5)
        // Scaled around the centre (5, 5): 20 wide from x = -5, 5 high from y = 2.5.
        #expect(scaled.path(in: rect).boundingRect == CGRect(x: -5, y: 2.5, width: 20, height: 5))
        scaled.animatableData.second.first = AnimatablePair(0, 0)
        #expect(scaled.anchor == .topLeading)

        var rotated = RotatedShape(shape: Rectangle(), angle: .zero)
        rotated.animatableData.first = .pi / 2
        #expect(abs(rotated.angle.degrees - 90) < 1e-9)
        #expect(rotated.animatableData.second.first == AnimatablePair(0.5, 0.5))
        #expect(TransformedShape(shape: Rectangle(), transform: .identity).animatableData == EmptyAnimatableData())
    }

    @Test func verticalEdgesRawValuesFollowTheirDeclarationOrder() {
        #expect(VerticalEdge.top.rawValue == 0)
        #expect(VerticalEdge.bottom.rawValue == 1)
        #expect(VerticalEdge.allCases.map(\.rawValue) == [0, 1])
    }

    @Test func theIOS13SystemFontFormsAreTheSameFonts() {
        let styled: (Font.TextStyle, Font.Design) -> Font = Font.system
        #expect(styled(.title, .serif) == Font.system(.title, design: .serif))
        let sized: (CGFloat, Font.Weight, Font.Design) -> Font = Font.system
        #expect(sized(20, .bold, .rounded) == Font.system(size: 20, weight: .bold, design: .rounded))
        // Drawn: the same text frame as the optional form.
        let a = texts(Text("Serif").font(styled(.title, .serif))).map(\.1)
        let b = texts(Text("Serif").font(.system(.title, design: .serif))).map(\.1)
        #expect(a == b && a.count == 1)
    }

    @Test func scenePaddingPadsByTheDefaultPaddingOnIOS() throws {
        let box = Color.red.frame(width: 100, height: 50)
        #expect(try size(box.scenePadding()) == CGSize(width: 132, height: 82))
        #expect(try size(box.scenePadding(.minimum, edges: .horizontal)) == CGSize(width: 132, height: 50))
        #expect(try size(box.scenePadding(.bottom)) == CGSize(width: 100, height: 66))
        #expect(ScenePadding.minimum == .minimum)
    }

    @Test func aLabelledToolbarGroupDrawsItsItemsAndNotItsLabel() throws {
        func bar(labelled: Bool) -> some View {
            NavigationStack {
                Text("Body").navigationTitle("Title").toolbar {
                    if labelled {
                        ToolbarItemGroup(placement: .topBarTrailing) {
                            Button("Add") {}
                            Button("Share") {}
                        } label: {
                            Text("Actions")
                        }
                    } else {
                        ToolbarItemGroup(placement: .topBarTrailing) {
                            Button("Add") {}
                            Button("Share") {}
                        }
                    }
                }
            }
        }
        let labelled = texts(bar(labelled: true)), plain = texts(bar(labelled: false))
        #expect(labelled.map(\.0).contains("Add") && labelled.map(\.0).contains("Share"))
        #expect(!labelled.map(\.0).contains("Actions"))
        #expect(labelled.map(\.1) == plain.map(\.1))
    }

    @Test func customizableToolbarBlocksDrawEveryItem() throws {
        let editing = true
        let view = NavigationStack {
            Text("Body").navigationTitle("Title").toolbar(id: "main") {
                ToolbarItem(id: "add", placement: .topBarTrailing) { Button("Add") {} }
                if editing {
                    ToolbarItem(id: "done", placement: .topBarLeading) { Button("Done") {} }
                } else {
                    ToolbarItem(id: "edit", placement: .topBarLeading) { Button("Edit") {} }
                }
                ToolbarItem(id: "more", placement: .topBarTrailing) { Button("More") {} }
            }
        }
        let drawn = texts(view).map(\.0)
        for title in ["Add", "Done", "More", "Title"] { #expect(drawn.contains(title), "\(title) in \(drawn)") }
        #expect(!drawn.contains("Edit"))
    }

    @Test func localizedKeysInterpolateTimersAndFormatters() throws {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let timer = start...start.addingTimeInterval(3_600)
        let inline = texts(Text("Left \(timerInterval: timer, pauseTime: start, countsDown: true)")).map(\.0)
        let alone = texts(Text(timerInterval: timer, pauseTime: start, countsDown: true)).map(\.0)
        // Paused at the start of an hour counting down: "1:00:00", after the literal.
        #expect(alone == ["1:00:00"])
        #expect(inline == ["Left 1:00:00"])

        let number = NumberFormatter()
        number.locale = Locale(identifier: "en_US")
        number.numberStyle = .decimal
        #expect(texts(Text("Total \(NSNumber(value: 1234.5), formatter: number)")).map(\.0) == ["Total 1,234.5"])
    }

    @Test func imagePaintsFromTheShapeStyleShorthandKeepTheirRegionAndScale() {
        let paint: ImagePaint = .image(Image(systemName: "star"), sourceRect: CGRect(x: 0, y: 0, width: 0.5, height: 1), scale: 2)
        #expect(paint.sourceRect == CGRect(x: 0, y: 0, width: 0.5, height: 1))
        #expect(paint.scale == 2)
        let (_, warnings) = RuntimeWarning.collecting {
            texts(Rectangle().fill(.image(Image(systemName: "star"))))
        }
        #expect(warnings.contains { $0.contains("ImagePaint") })
    }

    @Test func theOlderControlFormsDrawAsTheirNewerSpellings() {
        let marked = Gauge(value: 0.4) { Text("Fuel") } currentValueLabel: { Text("40%") } markedValueLabels: { Text("Half") }
        let plain = Gauge(value: 0.4) { Text("Fuel") } currentValueLabel: { Text("40%") }
        #expect(texts(marked).map(\.1) == texts(plain).map(\.1))
        #expect(texts(marked).map(\.0) == ["Fuel", "40%"])
        let stepped = Slider(value: .constant(0.5), in: 0...1, step: 0.1, onEditingChanged: { _ in }) { Text("Level") }
        let stepless = Slider(value: .constant(0.5), in: 0...1, step: 0.1)
        let renderer = ImageRenderer(content: stepped.frame(width: 300)), other = ImageRenderer(content: stepless.frame(width: 300))
        #expect(renderer.displayList() == other.displayList())
        let paste = texts(PasteButton(supportedContentTypes: [.plainText]) { _ in }).map(\.0)
        #expect(paste == ["symbol doc.on.clipboard", "Paste"])
    }
}
