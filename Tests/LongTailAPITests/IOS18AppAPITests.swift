import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit

// App code written against iOS 18's API the way apps use it: a document app's launch scene,
// pencil squeeze and double tap, custom hover effects, conditional accessibility labels, live
// timers in text, a UIKit gesture recognizer and a shape sized inside its frame.

struct LyricsLaunchApp: App {
    var body: some Scene {
        DocumentGroupLaunchScene("Your Lyrics") {
            NewDocumentButton("Start Writing")
            Button("New Parody from Existing Song") {}
        } background: {
            LinearGradient(colors: [.pink, .purple], startPoint: .top, endPoint: .bottom)
        } backgroundAccessoryView: { geometry in
            Image(systemName: "music.note")
                .position(x: geometry.titleViewFrame.minX, y: geometry.titleViewFrame.midY)
        } overlayAccessoryView: { _ in }
    }
}

struct SqueezeCanvas: View {
    @Environment(\.preferredPencilSqueezeAction) var preferredAction
    @State var palettePresented = false
    @State var squeezes = 0

    var body: some View {
        Rectangle().fill(.yellow)
            .frame(width: 120, height: 80)
            .onPencilSqueeze { phase in
                if preferredAction == .showContextualPalette, case let .ended(value) = phase {
                    if let anchor = value.hoverPose?.anchor { print(anchor) }
                    palettePresented = true
                }
            }
            .onPencilDoubleTap { value in squeezes += value.hoverPose == nil ? 1 : 2 }
            .hoverEffect(.highlight)
            .hoverEffect(.lift, isEnabled: squeezes > 0)
            .popover(isPresented: $palettePresented, attachmentAnchor: .point(.top)) { Text("Palette") }
    }
}

struct FavoriteButton: View {
    var isFavorite: Bool
    var body: some View {
        Button {} label: {
            Image(systemName: isFavorite ? "star.fill" : "star")
        }
        .accessibilityLabel("Unfavorite", isEnabled: isFavorite)
        .accessibilityHint("Double-tap to change", isEnabled: true)
    }
}

struct EggTimer: View {
    let start: Date
    var body: some View {
        VStack(spacing: 0) {
            Text(.currentDate, format: .timer(countingDownIn: start..<start.addingTimeInterval(300)))
            Text(.currentDate, format: .stopwatch(startingAt: start))
        }
    }
}

final class TwoFingerTap: UITapGestureRecognizer {}

struct TwoFingerTapGesture: UIGestureRecognizerRepresentable {
    var action: () -> Void
    func makeUIGestureRecognizer(context: Context) -> TwoFingerTap {
        let recognizer = TwoFingerTap()
        recognizer.numberOfTouchesRequired = 2
        return recognizer
    }
    func handleUIGestureRecognizerAction(_ recognizer: TwoFingerTap, context: Context) {
        if recognizer.state == .ended { action() }
    }
}

@MainActor
@Suite(.tags(.appFiles, .layout, .pixels)) struct IOS18AppAPITests {
    let start = Date(timeIntervalSinceReferenceDate: 0)

    func render<V: View>(_ view: V, width: CGFloat? = nil, height: CGFloat? = nil) throws -> RenderedImage {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: width, height: height)
        renderer.scale = 1
        return try renderer.render()
    }

    @Test func theLaunchSceneIsTheAppsRootWithItsTitleAboveItsActions() throws {
        let roots = SceneRoots.views(of: LyricsLaunchApp.self)
        #expect(roots.count == 1)
        let root = try #require(roots.first)
        let image = try render(root, width: 393, height: 852)
        #expect(image.width == 393 && image.height == 852)
        // The gradient fills the screen, edge to edge: the same pixels as the gradient alone.
        let gradient = try render(LinearGradient(colors: [.pink, .purple], startPoint: .top, endPoint: .bottom), width: 393, height: 852)
        for (x, y) in [(5, 1), (388, 1), (5, 850), (388, 850)] {
            #expect(image.pixel(x: x, y: y) == gradient.pixel(x: x, y: y))
        }
        #expect(image.pixel(x: 5, y: 1) != image.pixel(x: 5, y: 850))
    }

    @Test func pencilHoverAndPopoverDrawNothingExtra() throws {
        let canvas = try render(SqueezeCanvas())
        let plain = try render(Rectangle().fill(.yellow).frame(width: 120, height: 80))
        #expect(canvas.width == 120 && canvas.height == 80)
        #expect(canvas.pixel(x: 60, y: 40) == plain.pixel(x: 60, y: 40))
        var environment = EnvironmentValues()
        #expect(environment.preferredPencilSqueezeAction == .showContextualPalette)
        environment.preferredPencilDoubleTapAction = .ignore
        #expect(environment.preferredPencilDoubleTapAction == .ignore)
    }

    @Test func theFavoriteButtonsLabelFollowsItsState() throws {
        let on = ImageRenderer(content: FavoriteButton(isFavorite: true)).layout().accessibilityElements
        let off = ImageRenderer(content: FavoriteButton(isFavorite: false)).layout().accessibilityElements
        #expect(on.map(\.label) == ["Unfavorite"])
        #expect(off.map(\.label) != ["Unfavorite"])
        #expect(on.map(\.hint) == ["Double-tap to change"] && off.map(\.hint) == ["Double-tap to change"])
    }

    @Test func theEggTimerShowsTheRenderMoment() throws {
        let pinned = EggTimer(start: start).environment(\.renderDate, start.addingTimeInterval(43))
        let expected = VStack(spacing: 0) { Text(verbatim: "4:17"); Text(verbatim: "00:43.00") }
        #expect(ImageRenderer(content: pinned).layout().size == ImageRenderer(content: expected).layout().size)
        #expect(try render(pinned).rgba == (try render(expected)).rgba)
    }

    @Test func aUIKitRecognizerAndASizedShapeDrawAsIOSDoes() throws {
        var tapped = false
        let view = Circle().size(width: 20, height: 20, anchor: .center)
            .fill(.blue)
            .frame(width: 60, height: 60)
            .gesture(TwoFingerTapGesture { tapped = true })
        let image = try render(view)
        // The 20-point circle sits in the middle of the 60-point frame, not at its corner.
        #expect(image.pixel(x: 30, y: 30).blue > 200)
        #expect(image.pixel(x: 10, y: 10).alpha == 0)
        #expect(image.pixel(x: 15, y: 30).alpha == 0)
        #expect(!tapped)
        UIView.animate(.spring) { tapped = true }
        #expect(tapped)
    }
}
