import Testing
import BackplateTestSupport
import Foundation
import SwiftUI

private struct Genre: Identifiable, Hashable { let id: Int; let name: String }

private struct Bordered: ViewModifier {
    func body(content: Content) -> some View { content.padding(5).background(Color(red: 0, green: 0, blue: 1)) }
}

/// Issue 29's still-render API, areas N to Z: search tokens, shape styles (`windowBackground`,
/// `selection`, `in(_:)`, `blendMode(_:)`), `UnitCurve`'s numbers, symbol-effect and custom
/// transitions, projection effects, `NavigationSplitView(preferredCompactColumn:)`.
@MainActor
@Suite(.tags(.pixels)) struct SearchStyleTransitionAPITests {
    func render<V: View>(_ view: V) throws -> RenderedImage {
        let renderer = ImageRenderer(content: view)
        renderer.scale = 1
        return try renderer.render()
    }

    func rgb(_ image: RenderedImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
    }

    @Test func searchTokensDrawTheFieldAndNameTheTokensNotDrawn() throws {
        func screen<V: View>(_ modify: (Text) -> V) -> some View {
            NavigationStack { modify(Text("Books")).navigationTitle("Library") }.frame(width: 393, height: 200)
        }
        let plain = try render(screen { $0.searchable(text: .constant(""), prompt: "Title") })
        let (empty, quiet) = try RuntimeWarning.collecting {
            try render(screen { $0.searchable(text: .constant(""), tokens: .constant([Genre]()), prompt: "Title") { Text($0.name) } })
        }
        #expect(empty.rgba == plain.rgba)
        #expect(!quiet.contains { $0.contains("search token") })
        let (tokened, warnings) = try RuntimeWarning.collecting {
            try render(screen {
                $0.searchable(text: .constant(""), tokens: .constant([Genre(id: 1, name: "Poetry")]),
                              suggestedTokens: .constant([Genre(id: 2, name: "Drama")]), placement: .automatic, prompt: "Title") {
                    Text($0.name)
                }
            })
        }
        #expect(tokened.rgba == plain.rgba)
        #expect(warnings.contains { $0.contains("1 search token(s)") }, "\(warnings)")
    }

    @Test func windowBackgroundAndSelectionStylesFillWithTheirSystemColours() throws {
        let light = try render(Rectangle().fill(.windowBackground).frame(width: 4, height: 4).padding(2).background(Color.gray))
        let dark = try render(Rectangle().fill(.windowBackground).frame(width: 4, height: 4).padding(2).background(Color.gray)
            .environment(\.colorScheme, .dark))
        #expect(rgb(light, 4, 4) == [255, 255, 255, 255])
        #expect(rgb(dark, 4, 4) == [0, 0, 0, 255])
        // `.selection` on iPhone: the emphasised selection colour, the tint.
        let selection = try render(Rectangle().fill(.selection).frame(width: 4, height: 4))
        let tint = try render(Rectangle().fill(.tint).frame(width: 4, height: 4))
        #expect(rgb(selection, 2, 2) == rgb(tint, 2, 2))
        let orange = try render(Rectangle().fill(.selection).frame(width: 4, height: 4).tint(Color(red: 1, green: 0.5, blue: 0)))
        #expect(rgb(orange, 2, 2) == [255, 128, 0, 255])
    }

    @Test func aStyleMappedToARectSpansItInsteadOfTheShape() throws {
        let gradient = LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)],
                                      startPoint: .leading, endPoint: .trailing)
        // Two 50-point halves sharing one gradient laid over 100 points: red fading to blue
        // across both, so the middle columns are purple; without `in`, each half runs red to blue.
        func halves(_ mapped: Bool) -> some View {
            HStack(spacing: 0) {
                Rectangle().fill(mapped ? AnyShapeStyle(gradient.in(CGRect(x: 0, y: 0, width: 100, height: 10))) : AnyShapeStyle(gradient))
                Rectangle().fill(mapped ? AnyShapeStyle(gradient.in(CGRect(x: -50, y: 0, width: 100, height: 10))) : AnyShapeStyle(gradient))
            }
            .frame(width: 100, height: 10)
        }
        let shared = try render(halves(true))
        let separate = try render(halves(false))
        let nearMiddle = rgb(shared, 49, 5), rightStart = rgb(shared, 51, 5)
        #expect((90...170).contains(nearMiddle[0]) && (90...170).contains(nearMiddle[2]), "\(nearMiddle)")
        #expect(abs(rightStart[0] - nearMiddle[0]) < 12 && abs(rightStart[2] - nearMiddle[2]) < 12, "\(rightStart)")
        #expect(rgb(shared, 1, 5)[0] > 240 && rgb(shared, 98, 5)[2] > 240)
        #expect(rgb(separate, 49, 5)[2] > 240 && rgb(separate, 51, 5)[0] > 240)
    }

    @Test func aBlendModeOnAStyleDrawsTheStyleAndSaysSo() throws {
        let plain = try render(Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 4, height: 4))
        let (blended, warnings) = try RuntimeWarning.collecting {
            try render(Rectangle().fill(Color(red: 1, green: 0, blue: 0).blendMode(.multiply)).frame(width: 4, height: 4))
        }
        #expect(blended.rgba == plain.rgba)
        #expect(warnings.contains { $0.contains("blendMode(.multiply)") })
        let (_, normal) = try RuntimeWarning.collecting {
            try render(Rectangle().fill(.blendMode(.normal)).frame(width: 4, height: 4))
        }
        #expect(!normal.contains { $0.contains("blendMode") })
    }

    @Test func unitCurvesGiveSwiftUIsValuesAndVelocities() {
        #expect(UnitCurve.linear.value(at: 0.3) == 0.3)
        #expect(UnitCurve.linear.velocity(at: 0.8) == 1)
        // Progress is clamped to [0,1].
        #expect(UnitCurve.easeIn.value(at: -2) == 0 && UnitCurve.easeIn.value(at: 1.5) == 1)
        // CSS's ease-in (0.42, 0, 1, 1) at half time: 0.3153; ease-in-out is symmetric.
        #expect(abs(UnitCurve.easeIn.value(at: 0.5) - 0.3153) < 0.0005)
        #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-9)
        #expect(abs(UnitCurve.easeOut.value(at: 0.5) - (1 - 0.3153)) < 0.0005)
        // Quarter circles: 1 - √(1 - x²) and √(1 - (x - 1)²).
        #expect(abs(UnitCurve.circularEaseIn.value(at: 0.5) - (1 - 0.75.squareRoot())) < 1e-12)
        #expect(abs(UnitCurve.circularEaseOut.value(at: 0.5) - 0.75.squareRoot()) < 1e-12)
        #expect(abs(UnitCurve.circularEaseIn.velocity(at: 0.6) - 0.75) < 1e-12)
        #expect(abs(UnitCurve.circularEaseInOut.value(at: 0.25) - 0.5 * (1 - 0.75.squareRoot())) < 1e-12)
        // The inverse swaps x and y: it maps an output back to its input.
        for curve in [UnitCurve.easeIn, .easeInOut, .circularEaseIn, .circularEaseInOut,
                      .bezier(startControlPoint: UnitPoint(x: 0.2, y: 0.9), endControlPoint: UnitPoint(x: 0.3, y: 1))] {
            for x in [0.1, 0.37, 0.8] {
                #expect(abs(curve.inverse.value(at: curve.value(at: x)) - x) < 1e-6, "\(curve) at \(x)")
            }
        }
        #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
        #expect(UnitCurve.easeIn.inverse == .bezier(startControlPoint: UnitPoint(x: 0, y: 0.42), endControlPoint: UnitPoint(x: 1, y: 1)))
        #expect(abs(UnitCurve.easeInOut.velocity(at: 0.5) * UnitCurve.easeInOut.inverse.velocity(at: 0.5) - 1) < 1e-6)
    }

    @Test func symbolEffectTransitionsShowTheViewAtRest() throws {
        let plain = try render(Image(systemName: "star.fill").foregroundStyle(Color(red: 1, green: 0, blue: 0)).padding(4))
        let transitioned = try render(Image(systemName: "star.fill").foregroundStyle(Color(red: 1, green: 0, blue: 0)).padding(4)
            .transition(.symbolEffect(.appear, options: .speed(2))))
        #expect(transitioned.rgba == plain.rgba)
        let removed = try render(SymbolEffectTransition(effect: .disappear, options: .default)
            .apply(content: Color(red: 1, green: 0, blue: 0).frame(width: 4, height: 4), phase: .didDisappear))
        #expect(rgb(removed, 2, 2)[3] == 0)
        let present = try render(OpacityTransition().apply(content: Color(red: 1, green: 0, blue: 0).frame(width: 4, height: 4), phase: .identity))
        #expect(rgb(present, 2, 2) == [255, 0, 0, 255])
        #expect(!SymbolEffectTransition.properties.hasMotion && !OpacityTransition.properties.hasMotion)
        #expect(ScaleTransition.properties.hasMotion)
    }

    @Test func affineProjectionsDrawAndProjectiveTermsAreNamed() throws {
        let square = Color(red: 1, green: 0, blue: 0).frame(width: 4, height: 4).padding(8)
        let offset = try render(square.offset(x: 3, y: 2))
        let projected = try render(square.projectionEffect(ProjectionTransform(CGAffineTransform(translationX: 3, y: 2))))
        #expect(projected.rgba == offset.rgba)
        var tilt = ProjectionTransform(CGAffineTransform(translationX: 3, y: 2))
        tilt.m13 = 0.001
        let (tilted, warnings) = try RuntimeWarning.collecting { try render(square.projectionEffect(tilt)) }
        #expect(tilted.rgba == offset.rgba)
        #expect(warnings.contains { $0.contains("projectionEffect: the projective terms") })
        let visual = try render(square.visualEffect { content, _ in
            content.transformEffect(ProjectionTransform(CGAffineTransform(translationX: 3, y: 2)))
        })
        #expect(visual.rgba == offset.rgba)
        let rotated = try render(square.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)))
        let visualRotated = try render(square.visualEffect { content, _ in
            content.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
        })
        #expect(visualRotated.rgba == rotated.rgba)
    }

    @Test func transactionBodiesAndModifierAnimationsDrawTheirFinalState() throws {
        let half = try render(Color(red: 1, green: 0, blue: 0).frame(width: 4, height: 4).opacity(0.5))
        let body = try render(Color(red: 1, green: 0, blue: 0).frame(width: 4, height: 4)
            .transaction({ $0.animation = .default }) { $0.opacity(0.5) })
        #expect(body.rgba == half.rgba)
        let modified = try render(Color(red: 1, green: 0, blue: 0).frame(width: 4, height: 4).modifier(Bordered()))
        let animated = try render(Color(red: 1, green: 0, blue: 0).frame(width: 4, height: 4).modifier(Bordered().animation(.spring)))
        let transacted = try render(Color(red: 1, green: 0, blue: 0).frame(width: 4, height: 4)
            .modifier(Bordered().transaction { $0.disablesAnimations = true }))
        #expect(animated.rgba == modified.rgba && transacted.rgba == modified.rgba)
        #expect(rgb(modified, 1, 1) == [0, 0, 255, 255] && rgb(modified, 7, 7) == [255, 0, 0, 255])
    }

    @Test func splitViewsShowThePreferredCompactColumn() {
        func labels<V: View>(_ view: V) -> [String] { ImageRenderer(content: view).displayList().drawnTexts.map(\.0) }
        let detail = NavigationSplitView(preferredCompactColumn: .constant(.detail)) { Text("Sidebar") } detail: { Text("Detail") }
        let sidebar = NavigationSplitView(preferredCompactColumn: .constant(.sidebar)) { Text("Sidebar") } detail: { Text("Detail") }
        let content = NavigationSplitView(preferredCompactColumn: .constant(.content)) {
            Text("Sidebar")
        } content: { Text("Content") } detail: { Text("Detail") }
        #expect(labels(detail) == ["Detail"])
        #expect(labels(sidebar) == ["Sidebar"])
        #expect(labels(content) == ["Content"])
        #expect(labels(detail.navigationSplitViewStyle(.prominentDetail)) == ["Detail"])
    }

    @Test func itemPreviewShareLinksDrawTheirLabel() throws {
        let urls = [URL(string: "https://example.com/a")!, URL(string: "https://example.com/b")!]
        let plain = try render(ShareLink("Share trails", items: urls))
        let previewed = try render(ShareLink("Share trails", items: urls) { SharePreview($0.lastPathComponent) })
        #expect(previewed.rgba == plain.rgba)
        let labelled = try render(ShareLink(items: urls, preview: { SharePreview($0.lastPathComponent) }) { Text("Send") })
        #expect(labelled.rgba == (try render(ShareLink(items: urls) { Text("Send") })).rgba)
    }

    @Test func timerProgressViewsWithBothLabelsDrawTheFractionAtTheRenderDate() throws {
        let start = Date(timeIntervalSince1970: 1_000_000)
        let timer = ProgressView(timerInterval: start...start.addingTimeInterval(100), countsDown: false) {
            Text("Brewing")
        } currentValueLabel: {
            Text("Half")
        }
        let value = ProgressView(value: 0.5) { Text("Brewing") } currentValueLabel: { Text("Half") }
        let drawn = try render(timer.frame(width: 200).environment(\.renderDate, start.addingTimeInterval(50)))
        #expect(drawn.rgba == (try render(value.frame(width: 200))).rgba)
        let atStart = try render(timer.frame(width: 200).environment(\.renderDate, start))
        #expect(atStart.rgba == (try render(ProgressView(value: 0.0) { Text("Brewing") } currentValueLabel: { Text("Half") }
            .frame(width: 200))).rgba)
        #expect(atStart.rgba != drawn.rgba)
    }
}
