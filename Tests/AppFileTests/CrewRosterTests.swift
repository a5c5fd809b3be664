import Testing
import BackplateTestSupport
import Foundation
import Backplate
import SwiftUI
@testable import AppFiles

/// Crew (`CrewRosterFile.swift`): the roster loads through an actor, with two `async let` calls,
/// from a `Task` that `onAppear` starts. A hosted render off the main actor (the preview canvas
/// of `backplate preview`, snapshot strategies called from a background test) waits for that
/// task and draws the roster, as Xcode's canvas shows it; a single pass draws the empty state.
@Suite(.tags(.appFiles, .layout, .pixels)) struct CrewRosterTests {
    private static func renderer(_ scheme: ColorScheme, passes: Int) -> ImageRenderer<CrewRosterView> {
        let r = ImageRenderer(content: CrewRosterView())
        r.proposedSize = PhoneCanvas.size
        r.safeAreaInsets = PhoneCanvas.safeArea
        r.scale = 2
        r.isOpaque = true
        r.environment.colorScheme = scheme
        r.hostedPasses = passes
        // The actor's calls run on the cooperative pool, which other tests share (the render
        // runs on its own thread, `onOwnThread`, so as not to hold one of the pool's), and the
        // main queue they come back to also runs every `@MainActor` test: minutes of patience.
        r.environment.hostedTaskPatience = .seconds(300)
        return r
    }

    @Test(arguments: [ColorScheme.light, .dark]) func theRosterLoadedThroughTheActorIsDrawn(_ scheme: ColorScheme) async throws {
        let (drawn, image) = try await onOwnThread {
            let r = Self.renderer(scheme, passes: 4)
            return (r.displayList().drawnTexts.map { ($0.0, $0.1) }, try r.render())
        }
        let names = ["Ada Okafor", "Chiara Vos", "Bruno Lind", "Dev Raman"]
        let frames = names.compactMap { frame(drawn, $0) }
        try #require(frames.count == 4, "\(drawn.map(\.0))")
        #expect(frame(drawn, "No crew yet") == nil)
        // On shift (Ada, Chiara) above off today (Bruno, Dev), in the directory's order, the
        // names sharing one leading edge after the 28-point symbol column.
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.maxY < $1.minY }, "\(frames)")
        #expect(Set(frames.map(\.minX)).count == 1, "\(frames)")
        let onShift = try #require(drawn.first { $0.0.lowercased() == "on shift" }?.1)
        let offToday = try #require(drawn.first { $0.0.lowercased() == "off today" }?.1)
        #expect(onShift.maxY < frames[0].minY && frames[1].maxY < offToday.minY && offToday.maxY < frames[2].minY)
        // The symbols take the view's orange tint: iOS 26's systemOrange (Apple's HIG colour
        // table), (255, 141, 40) light and (255, 146, 48) dark.
        if let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
            try? image.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent("crew-\(scheme).png"))
        }
        let flame = try #require(frame(drawn, "symbol flame"))
        let orange = reddest(image, in: flame)
        let expected = scheme == .light ? [255, 141, 40] : [255, 146, 48]
        #expect(zip(orange, expected).allSatisfy { abs($0 - $1) <= 3 }, "\(orange)")
    }

    @Test func aSinglePassDrawsTheEmptyState() {
        let drawn = Self.renderer(.light, passes: 0).displayList().drawnTexts.map { ($0.0, $0.1) }
        #expect(frame(drawn, "No crew yet") != nil, "\(drawn.map(\.0))")
        #expect(frame(drawn, "Ada Okafor") == nil)
    }
}
