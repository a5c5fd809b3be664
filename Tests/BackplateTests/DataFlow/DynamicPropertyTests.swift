import Foundation
import Testing
import BackplateTestSupport
@testable import Backplate

/// A square whose colour comes from `@Environment(\.colorScheme)`: white in light, black in
/// dark. `deferred` reads the environment inside a `GeometryReader`, whose content is
/// evaluated during layout, after the body has returned.
struct SchemeSquare: View {
    @Environment(\.colorScheme) var colorScheme
    var deferred = false
    var body: some View {
        if deferred {
            GeometryReader { _ in Rectangle().fill(colorScheme == .dark ? Color.black : Color.white) }
                .frame(width: 10, height: 10)
        } else {
            Rectangle().fill(colorScheme == .dark ? Color.black : Color.white).frame(width: 10, height: 10)
        }
    }
}

/// A custom modifier that reads the colour scheme in `body(content:)`, later, in a reader.
struct SchemeBorder: ViewModifier {
    @Environment(\.colorScheme) var colorScheme
    func body(content: Content) -> some View {
        content.padding(5).background(GeometryReader { _ in colorScheme == .dark ? Color.black : Color.white })
    }
}

/// A custom style resolved from the environment (`resolve(in:)` runs on an installed copy).
struct SchemeInk: ShapeStyle {
    @Environment(\.colorScheme) var colorScheme
    func resolve(in environment: EnvironmentValues) -> Color {
        colorScheme == .dark ? .black : .white
    }
}

/// A user-defined dynamic property nesting `@Environment`, updated before the body runs.
struct SchemeReading: DynamicProperty {
    @Environment(\.colorScheme) var scheme
    var isDark = false
    mutating func update() { isDark = scheme == .dark }
}

struct NestedSchemeSquare: View {
    var reading = SchemeReading()
    var body: some View {
        GeometryReader { _ in Rectangle().fill(reading.isDark ? Color.black : Color.white) }.frame(width: 10, height: 10)
    }
}

@MainActor @Suite(.tags(.pixels)) struct DynamicPropertyTests {
    typealias Pixel = RenderedImage.Pixel
    let white = Pixel(red: 255, green: 255, blue: 255, alpha: 255)
    let black = Pixel(red: 0, green: 0, blue: 0, alpha: 255)

    @Test(arguments: [false, true])
    func sameViewValueTwiceLightAndDark(deferred: Bool) throws {
        let square = SchemeSquare(deferred: deferred)
        let image = try renderImage(HStack(spacing: 0) {
            square
            square.environment(\.colorScheme, .dark)
        })
        #expect(image.width == 20 && image.height == 10)
        #expect(image.pixel(x: 5, y: 5) == white)
        #expect(image.pixel(x: 15, y: 5) == black)
    }

    @Test func geometryReaderInsideDarkSubtreeReadsDark() throws {
        let view = VStack(spacing: 0) {
            SchemeSquare(deferred: true)
            VStack { SchemeSquare(deferred: true) }.environment(\.colorScheme, .dark)
        }
        let image = try renderImage(view)
        #expect(image.pixel(x: 5, y: 5) == white)
        #expect(image.pixel(x: 5, y: 15) == black)
        // The whole render dark: the light copy is dark too.
        let dark = try renderImage(SchemeSquare(deferred: true), dark: true)
        #expect(dark.pixel(x: 5, y: 5) == black)
    }

    @Test func modifierStyleAndNestedPropertyReadTheirOwnPosition() throws {
        let bordered = Color.clear.frame(width: 10, height: 10).modifier(SchemeBorder())
        let inked = Rectangle().fill(SchemeInk()).frame(width: 10, height: 10)
        let nested = NestedSchemeSquare()
        let image = try renderImage(HStack(spacing: 0) {
            VStack(spacing: 0) { bordered; inked; nested }
            VStack(spacing: 0) { bordered; inked; nested }.environment(\.colorScheme, .dark)
        })
        #expect(image.width == 40 && image.height == 40)
        // Border ring (2 pt in from the edge), the style-filled square, the nested-property square.
        #expect(image.pixel(x: 2, y: 2) == white)
        #expect(image.pixel(x: 22, y: 2) == black)
        #expect(image.pixel(x: 5, y: 25) == white)
        #expect(image.pixel(x: 25, y: 25) == black)
        #expect(image.pixel(x: 5, y: 35) == white)
        #expect(image.pixel(x: 25, y: 35) == black)
    }

    @Test func readingOutsideABodyGivesTheDefaultWithAWarning() {
        let square = SchemeSquare()
        #expect(square.colorScheme == .light)
        #expect(RuntimeWarning.emitted.contains { $0.contains("outside of being installed on a View") })
    }
}

/// Counts its own evaluations in `@State`: green when this render evaluated it exactly once.
struct EvaluationProbe: View {
    @State private var evaluations = 0
    var body: some View {
        let _ = $evaluations.wrappedValue += 1
        Rectangle().fill(evaluations == 1 ? Color.green : Color.red).frame(width: 10, height: 10)
    }
}

/// `ConcurrencyTests`: one view value rendered on 8 threads, 200 renders each, alternating
/// light and dark; every render must show its own scheme and its own state.
@Suite(.tags(.pixels)) struct ConcurrencyTests {
    @Test func oneViewValueManyThreadsAlternatingSchemes() throws {
        nonisolated(unsafe) let view = HStack(spacing: 0) {
            SchemeSquare(deferred: true)
            Rectangle().fill(SchemeInk()).frame(width: 10, height: 10)
            Color.clear.frame(width: 0, height: 0).modifier(SchemeBorder())
            EvaluationProbe()
        }
        let lock = NSLock()
        nonisolated(unsafe) var wrong = 0
        nonisolated(unsafe) var failures = 0
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for i in 0..<200 {
                let dark = (i + thread) % 2 == 1
                let renderer = ImageRenderer(content: view)
                renderer.environment.colorScheme = dark ? .dark : .light
                guard let image = try? renderer.render() else {
                    lock.lock(); failures += 1; lock.unlock()
                    continue
                }
                let expected: UInt8 = dark ? 0 : 255
                let points = [(5, 5), (15, 5), (22, 2)]
                let probe = image.pixel(x: 35, y: 5)
                let ok = points.allSatisfy { image.pixel(x: $0.0, y: $0.1).red == expected && image.pixel(x: $0.0, y: $0.1).alpha == 255 }
                    && probe.green > 150 && probe.red < 100
                if !ok { lock.lock(); wrong += 1; lock.unlock() }
            }
        }
        #expect(failures == 0)
        #expect(wrong == 0)
    }
}
