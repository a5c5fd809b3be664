import Testing
import BackplateTestSupport
import Foundation
import Backplate
import BackplateSnapshotTesting
@testable import AppFiles

/// The layout tree of an app view under the same proposal `renderLightAndDark` uses.
private func travelLayout<V: View>(_ view: V, width: CGFloat = 393) -> LayoutTree {
    let renderer = ImageRenderer(content: view)
    renderer.proposedSize = ProposedViewSize(width: width, height: nil)
    return renderer.layout()
}

@Suite(.backplateLook(.iOS18), .tags(.appFiles, .layout, .pixels)) struct TripTabUnderlineTests {
    @Test func underlineFollowsTheSelectedTab() throws {
        for selection in TripTab.allCases {
            let tree = travelLayout(TripTabUnderline(selection: selection))
            let tab = try #require(tree.frame(of: selection))
            let underline = try #require(tree.frame(of: "TripTabUnderline.underline"))
            #expect(near(underline.minX, tab.minX, .frame) && near(underline.width, tab.width, .frame))
            #expect(near(underline.maxY, tab.maxY, .frame) && near(underline.height, 3, .frame))
        }
        // Tabs keep their order left to right.
        let tree = travelLayout(TripTabUnderline(selection: .hotels))
        let flights = try #require(tree.frame(of: TripTab.flights)), hotels = try #require(tree.frame(of: TripTab.hotels))
        #expect(near(hotels.minX, flights.maxX + 24, .frame))
    }

    @Test func underlineRendersInTheAccentColourLightAndDark() throws {
        let view = TripTabUnderline(selection: .hotels)
        let underline = try #require(travelLayout(view).frame(of: "TripTabUnderline.underline"))
        let images = try renderLightAndDark(view, name: "TripTabUnderline")
        let x = Int(underline.midX * 2), y = Int((underline.maxY - 1.5) * 2)
        // System blue: (0, 122, 255) light, (10, 132, 255) dark.
        #expect(close(images.light.pixel(x: x, y: y), (0, 122, 255), .composited))
        #expect(close(images.dark.pixel(x: x, y: y), (10, 132, 255), .composited))
        // Under the unselected "Flights" tab: the plain background.
        let flights = try #require(travelLayout(view).frame(of: TripTab.flights))
        #expect(close(images.light.pixel(x: Int(flights.midX * 2), y: y), (255, 255, 255), .composited))
        #expect(close(images.dark.pixel(x: Int(flights.midX * 2), y: y), (0, 0, 0), .composited))
    }
}

@Suite(.backplateLook(.iOS18), .tags(.appFiles, .layout, .pixels)) struct ItineraryHeightSyncTests {
    @Test func cardsShareTheTallerLegsHeight() throws {
        let tree = travelLayout(ItineraryHeightSync())
        let outbound = try #require(tree.frame(of: ItineraryLeg.outbound))
        let inbound = try #require(tree.frame(of: ItineraryLeg.inbound))
        #expect(inbound.height > outbound.height)   // three stops against one
        let outCard = try #require(tree.frame(of: "ItineraryHeightSync.card.outbound"))
        let inCard = try #require(tree.frame(of: "ItineraryHeightSync.card.inbound"))
        #expect(near(outCard.height, inbound.height, .frame) && near(inCard.height, inbound.height, .frame))
        #expect(near(outCard.minX, outbound.minX, .frame) && near(outCard.width, outbound.width, .frame))
        #expect(near(inCard.minX, inbound.minX, .frame) && near(inCard.width, inbound.width, .frame))
        #expect(near(outCard.minY, outbound.minY, .frame) && near(inCard.minY, inbound.minY, .frame))
        // Equal columns: (393 − 2·16 − 12) / 2 each.
        #expect(near(outbound.width, 174.5, .frame) && near(inbound.width, 174.5, .frame))
    }

    @Test func shortCardIsFilledBelowItsContentLightAndDark() throws {
        let view = ItineraryHeightSync()
        let tree = travelLayout(view)
        let outbound = try #require(tree.frame(of: ItineraryLeg.outbound))
        let inbound = try #require(tree.frame(of: ItineraryLeg.inbound))
        let images = try renderLightAndDark(view, name: "ItineraryHeightSync")
        // Below the outbound leg's content, inside the synced card: orange at 25 % over the page.
        let x = Int(outbound.midX * 2), y = Int((outbound.maxY + inbound.maxY) / 2 * 2)
        let light = images.light.pixel(x: x, y: y), dark = images.dark.pixel(x: x, y: y)
        // Orange (255, 149, 0) light / (255, 159, 10) dark at 0.25 over white / black, blended by
        // hand (228.5 rounds either way): one step beyond .composited.
        let orangeOverPage = ColorTolerance(steps: 4)
        #expect(close(light, (255, 228, 191), orangeOverPage))
        #expect(close(dark, (64, 40, 3), orangeOverPage))
        // Below both cards: the page.
        let below = Int((inbound.maxY + 8) * 2)
        #expect(close(images.light.pixel(x: x, y: below), (255, 255, 255), .composited))
    }
}

@Suite(.tags(.appFiles, .layout, .pixels)) struct BoardingPassStubTests {
    @Test func seatBadgeIsSizedFromTheMeasuredSeatText() throws {
        let tree = travelLayout(BoardingPassStub())
        let text = try #require(tree.frame(of: "BoardingPassSeatBadge.text"))
        let circle = try #require(tree.frame(of: "BoardingPassSeatBadge.circle"))
        let side = max(text.width, text.height) + 16
        #expect(near(circle.width, side, .frame) && near(circle.height, side, .frame))
        #expect(near(circle.midX, text.midX, .frame) && near(circle.midY, text.midY, .frame))
    }

    @Test func notchesSitOnThePerforationMeasuredInTheNamedSpace() throws {
        let view = BoardingPassStub()
        let tree = travelLayout(view)
        let perforation = try #require(tree.frame(of: "BoardingPassStub.perforation"))
        let notch = try #require(tree.frame(of: "BoardingPassStub.leftNotch"))
        // The pass sits 30 pt in: its padding (the image is the view's own 380 pt width).
        let passMinX: CGFloat = 30
        #expect(tree.size.width == 380)
        #expect(near(notch.midY, perforation.midY, .frame))
        #expect(near(notch.midX, passMinX, .frame) && near(notch.width, 18, .frame))
        let images = try renderLightAndDark(view, name: "BoardingPassStub")
        // Just inside the pass's left edge on the perforation: the notch shows the page.
        let x = Int((passMinX + 4) * 2), y = Int(perforation.midY * 2)
        #expect(close(images.light.pixel(x: x, y: y), (255, 255, 255), .composited))
        #expect(close(images.dark.pixel(x: x, y: y), (0, 0, 0), .composited))
        // Further down the edge, below the notch: the pass's yellow tint.
        let tinted = images.light.pixel(x: x, y: y + 40)
        #expect(tinted.blue < 220 && tinted.red > 240)
    }
}
