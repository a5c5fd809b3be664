import Testing
import BackplateTestSupport
import Foundation
import Backplate
import TipKit
@testable import AppFiles

/// `OrchardTipsFile.swift`: TipKit tips in a tree list, rendered on the 393 × 852 iPhone canvas.
/// A render is a fresh install: parameters at their defaults, no event donations, nothing
/// invalidated. Expected colours are UIKit's: secondarySystemBackground (242,242,247 /
/// 28,28,30) for the card, systemBackground (white / black) around it, systemBlue
/// (0,122,255 / 10,132,255) for the image and actions. Card geometry uses Backplate's
/// estimated figures (16-point padding, 35-point image box, 12-point gap, 10-point arrow).
/// Serialized: the tips datastore is one per process, as TipKit's is one per app.
@MainActor @Suite(.serialized, .tags(.appFiles, .pixels)) struct OrchardTipsTests {
    init() throws {
        try Tips.resetDatastore()
    }

    private func frameOf(_ drawn: [(String, CGRect)], _ s: String) throws -> CGRect {
        try #require(frame(drawn, s), "\(s) not drawn in \(drawn.map(\.0))")
    }

    @Test func inlineTipDrawsItsCardWithImageTitleMessageAndCloseButton() throws {
        let drawn = phoneTexts(OrchardTreeList())
        let title = try frameOf(drawn, "Save as a Favorite")
        let message = try frameOf(drawn, "Your favorite trees always appear at the top of the list.")
        let closeButton = try frameOf(drawn, "symbol xmark")
        // The card sits in the 16-point list padding; its content 16 points further in: the
        // 35-point image box at 32...67, the text 12 points after it (79), the close button at
        // the trailing content edge (393 − 32).
        #expect(drawn.contains { $0.0 == "symbol star" })
        let star = CGRect(x: 32, y: title.minY, width: 35, height: 35)
        #expect(abs(title.minX - 79) < 0.5, "\(title)")
        #expect(abs(message.minX - 79) < 0.5 && message.minY - title.maxY >= 3.5, "\(title) \(message)")
        #expect(abs(closeButton.maxX - 361) < 0.5 && abs(closeButton.minY - title.minY) < 4, "\(closeButton) \(title)")
        // The message wraps beside the close button, never under it.
        #expect(message.maxX <= closeButton.minX, "\(message) \(closeButton)")
        // The harvest tip (its rule holds for the parameter's default) shows with its action;
        // the pruning tip waits for three donations and the popover tip is never presented.
        #expect(drawn.contains { $0.0 == "Plan your harvest" } && drawn.contains { $0.0 == "Open Calendar" })
        #expect(!drawn.contains { $0.0 == "Prune in late winter" || $0.0 == "Share your orchard" }, "\(drawn.map(\.0))")

        let images = try renderPhoneLightAndDark(OrchardTreeList(), name: "OrchardTips")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // Inside the card, below the message: the card fill; outside it, the screen.
            #expect(close(at(image, 200, message.maxY + 8), dark ? [28, 28, 30] : [242, 242, 247], .composited), "\(dark): \(at(image, 200, message.maxY + 8))")
            #expect(close(at(image, 8, title.midY), dark ? [0, 0, 0] : [255, 255, 255], .composited), "\(dark)")
            // The star is drawn in the tint.
            #expect(close(bluest(image, in: star), dark ? [10, 132, 255] : [0, 122, 255], 30), "\(dark): \(bluest(image, in: star))")
        }
    }

    @Test func actionsFollowADividerInTheTintAndTheArrowPointsDown() throws {
        let drawn = phoneTexts(OrchardTreeList())
        let harvest = try frameOf(drawn, "Plan your harvest")
        let action = try frameOf(drawn, "Open Calendar")
        let button = try frameOf(drawn, "Harvest Calendar")
        // The action is aligned with the card's content (the image column), below the text.
        #expect(abs(action.minX - 32) < 0.5 && action.minY > harvest.maxY + 20, "\(action)")
        // Card bottom = action bottom + 16 padding; the 10-point arrow below it, then the
        // 16-point stack spacing before the button.
        let buttonTop = button.minY
        #expect(buttonTop > action.maxY + 16 + 10 + 16, "\(action) \(button)")
        let image = try renderPhoneLightAndDark(OrchardTreeList(), name: "OrchardTipsArrow").light
        // The arrow's tip region, centred under the card: card colour just below the card's
        // bottom edge at the centre, screen colour at the same height 30 points to the side.
        let arrowY = action.maxY + 16 + 3
        #expect(close(at(image, 196.5, arrowY), [242, 242, 247], .composited), "\(at(image, 196.5, arrowY))")
        #expect(close(at(image, 166.5, arrowY), [255, 255, 255], .composited), "\(at(image, 166.5, arrowY))")
        #expect(close(bluest(image, in: action), [0, 122, 255], 30), "\(bluest(image, in: action))")
    }

    @Test func eventRulesCountDonations() async throws {
        #expect(OrchardPruningTip().status == .pending)
        for _ in 0..<2 { await OrchardPruningTip.treeLogged.donate() }
        #expect(!OrchardPruningTip().shouldDisplay, "two donations are fewer than three")
        await OrchardPruningTip.treeLogged.donate()
        #expect(OrchardPruningTip.treeLogged.donations.count == 3)
        #expect(OrchardPruningTip.treeLogged.donations.donatedWithin(.hour).count == 3)
        #expect(OrchardPruningTip().status == .available)
        #expect(phoneTexts(OrchardTreeList()).contains { $0.0 == "Prune in late winter" })
    }

    @Test func parameterRulesReadTheCurrentValueAndResetRestoresTheDefault() throws {
        #expect(OrchardHarvestTip.hasOpenedCalendar == false)
        #expect(OrchardHarvestTip().shouldDisplay)
        OrchardHarvestTip.hasOpenedCalendar = true
        #expect(OrchardHarvestTip.$hasOpenedCalendar.wrappedValue == true)
        #expect(OrchardHarvestTip().status == .pending)
        #expect(!phoneTexts(OrchardTreeList()).contains { $0.0 == "Plan your harvest" })
        try Tips.resetDatastore()
        #expect(OrchardHarvestTip.hasOpenedCalendar == false && OrchardHarvestTip().shouldDisplay)
    }

    @Test func invalidatedTipsDrawNothingAndTakeNoSpace() throws {
        let before = try frameOf(phoneTexts(OrchardTreeList()), "Bramley")
        OrchardFavoriteTip().invalidate(reason: .tipClosed)
        #expect(OrchardFavoriteTip().status == .invalidated(.tipClosed))
        #expect(OrchardFavoriteTip().invalidationReason == .tipClosed)
        let drawn = phoneTexts(OrchardTreeList())
        #expect(!drawn.contains { $0.0 == "Save as a Favorite" })
        // The first row moves up to where the card began (the card and its 16-point spacing go).
        let after = try frameOf(drawn, "Bramley")
        #expect(after.minY < before.minY - 60, "\(before) → \(after)")
    }

    @Test func aTipGroupShowsOneTipAtATime() throws {
        // TipKitSample's iOS 18 group (unseen45): `.ordered` waits for each tip's invalidation,
        // `.firstAvailable` skips a tip whose rules do not hold.
        let ordered = TipGroup(.ordered) {
            OrchardHarvestTip()
            OrchardFavoriteTip()
        }
        #expect(ordered.currentTip?.id == OrchardHarvestTip().id)
        OrchardHarvestTip.hasOpenedCalendar = true
        #expect(ordered.currentTip == nil)
        let firstAvailable = TipGroup {
            OrchardHarvestTip()
            if OrchardHarvestTip.hasOpenedCalendar { OrchardFavoriteTip() }
        }
        #expect(firstAvailable.currentTip?.id == OrchardFavoriteTip().id)
        OrchardHarvestTip().invalidate(reason: .actionPerformed)
        #expect(ordered.currentTip?.id == OrchardFavoriteTip().id)
        OrchardFavoriteTip().invalidate(reason: .tipClosed)
        #expect(ordered.currentTip == nil && firstAvailable.currentTip == nil)
        try Tips.resetDatastore()
    }

    @Test func aPopoverTipIOSWouldPresentIsNamedInAWarning() throws {
        let shown = RuntimeWarning.collecting { _ = Text("Plant").popoverTip(OrchardFavoriteTip(), arrowEdge: .top) }.warnings
        #expect(shown.contains { $0.contains("popoverTip") && $0.contains(OrchardFavoriteTip().id) }, "\(shown)")
        OrchardFavoriteTip().invalidate(reason: .tipClosed)
        let hidden = RuntimeWarning.collecting { _ = Text("Plant").popoverTip(OrchardFavoriteTip()) }.warnings
        #expect(!hidden.contains { $0.contains("popoverTip") }, "\(hidden)")
        try Tips.resetDatastore()
    }

    @Test func testingSwitchesOverrideRulesAndInvalidation() throws {
        Tips.hideAllTipsForTesting()
        #expect(OrchardFavoriteTip().status == .pending)
        #expect(!phoneTexts(OrchardTreeList()).contains { $0.0 == "Save as a Favorite" })
        Tips.showAllTipsForTesting()
        #expect(OrchardPruningTip().shouldDisplay)
        Tips.showTipsForTesting([OrchardFavoriteTip.self])
        #expect(OrchardFavoriteTip().shouldDisplay && !OrchardPruningTip().shouldDisplay)
        #expect(TipView(OrchardPruningTip() as (any Tip)?) is TipView<AnyTip>)
        // Hiding by type wins over the tip's rules; other tips follow their own.
        Tips.showAllTipsForTesting()
        Tips.hideTipsForTesting([OrchardPruningTip.self])
        #expect(OrchardPruningTip().status == .pending && AnyTip(erasing: OrchardPruningTip()).status == .pending)
        #expect(AnyTip(erasing: OrchardPruningTip()).id == OrchardPruningTip().id)
    }

    @Test func configureRecordsOptionsOnceAndMaxDisplayCountOfZeroNeverShows() throws {
        #expect(Tips.configuration == nil)
        try Tips.configure([.displayFrequency(.daily)])
        #expect(Tips.configuration?.first?.displayFrequency == .daily)
        #expect(throws: TipKitError.tipsDatastoreAlreadyConfigured) { try Tips.configure() }
        #expect(TipKitError.tipsDatastoreAlreadyConfigured != .invalidPredicateValueType)
        struct NeverTip: Tip {
            var title: Text { Text("Never") }
            var options: [any Option] { MaxDisplayCount(0) }
        }
        #expect(NeverTip().status == .invalidated(.displayCountExceeded))
        #expect(NeverTip().id == "NeverTip")
        #expect(OrchardHarvestTip().options.count == 1)
    }

    @Test func actionsWithoutAnIdentifierAreNumbered() {
        struct TwoActionTip: Tip {
            var title: Text { Text("Two") }
            var actions: [Action] {
                Action(title: "First")
                Action(id: "second", title: "Second")
            }
        }
        let actions = TwoActionTip().actions
        #expect(actions.map(\.id) == ["0", "second"])
        #expect(actions.map(\.index) == [0, 1])
    }

    @Test func modifiersRestyleTheCardAndACustomStyleReplacesIt() throws {
        func drawn<V: View>(_ view: V) -> [(String, CGRect)] {
            let renderer = ImageRenderer(content: view)
            renderer.proposedSize = ProposedViewSize(width: 300, height: nil)
            var out: [(String, CGRect)] = []
            for case .text(let t) in renderer.displayList().flattenedLeaves {
                out.append((t.runs.isEmpty ? t.string : t.runs.map(\.string).joined(), t.frame))
            }
            return out
        }
        // A square yellow card: its corner pixel is the background, not the (clear) outside.
        let renderer = ImageRenderer(content: TipView(OrchardFavoriteTip())
            .tipBackground(Color(red: 1, green: 0.8, blue: 0)).tipCornerRadius(0))
        renderer.proposedSize = ProposedViewSize(width: 300, height: nil)
        renderer.scale = 2
        let image = try renderer.render()
        let corner = image.pixel(x: 0, y: 0)
        #expect(corner.red == 255 && corner.green == 204 && corner.blue == 0 && corner.alpha == 255, "\(corner)")
        let rounded = ImageRenderer(content: TipView(OrchardFavoriteTip()))
        rounded.proposedSize = ProposedViewSize(width: 300, height: nil)
        #expect(try rounded.render().pixel(x: 0, y: 0).alpha == 0, "the default 13-point corner leaves the corner clear")

        // An arrow on the top edge moves the content down by the arrow's 10 points.
        let plain = try frameOf(drawn(TipView(OrchardFavoriteTip())), "Save as a Favorite")
        let arrowed = try frameOf(drawn(TipView(OrchardFavoriteTip(), arrowEdge: .top)), "Save as a Favorite")
        #expect(abs(arrowed.minY - plain.minY - 10) < 0.01 && arrowed.minX == plain.minX, "\(plain) \(arrowed)")
        // A 20-point image box moves the text 15 points left.
        let small = try frameOf(drawn(TipView(OrchardFavoriteTip()).tipImageSize(CGSize(width: 20, height: 20))), "Save as a Favorite")
        #expect(abs(plain.minX - small.minX - 15) < 0.01, "\(plain) \(small)")

        struct BannerTipStyle: TipViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(alignment: .leading) {
                    Text("TIP")
                    configuration.title
                }
            }
        }
        let styled = drawn(TipView(OrchardFavoriteTip()).tipViewStyle(BannerTipStyle()))
        #expect(styled.map(\.0) == ["TIP", "Save as a Favorite"], "\(styled.map(\.0))")
        #expect(drawn(TipView(nil as (any Tip)?)).isEmpty)
    }
}
