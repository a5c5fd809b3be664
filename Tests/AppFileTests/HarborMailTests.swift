import Testing
import BackplateTestSupport
import Foundation
import Backplate
import BackplateSnapshotTesting
@testable import AppFiles

/// `Harbor…`: a mail client's sidebar, message list and message screen on the iPhone canvas
/// (393 × 852 points, 59-point status bar, 34-point home indicator). On iPhone a
/// `NavigationSplitView` collapses to one stack showing its sidebar; a badge of 0 is hidden
/// (Apple's `badge(_:)` docs); the bottom bar is 49 points above the home indicator.
/// Colours are iOS's: systemBlue 0,122,255 / 10,132,255; systemGray 142,142,147 in both
/// schemes; secondarySystemGroupedBackground 255,255,255 / 28,28,30.
@MainActor @Suite(.backplateLook(.iOS18), .tags(.appFiles, .pixels)) struct HarborMailTests {
    private func at(_ image: RenderedImage, _ x: Double, _ y: Double) -> [Int] {
        let p = image.pixel(x: Int(x * 2), y: Int(y * 2))
        return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
    }

    private func contains(_ image: RenderedImage, _ rect: CGRect, _ color: [Int], _ tolerance: ColorTolerance = .composited) -> Bool {
        let xs = Int(rect.minX * 2)...Int(rect.maxX * 2), ys = Int(rect.minY * 2)...Int(rect.maxY * 2)
        return ys.contains { row in xs.contains { x in
            let p = image.pixel(x: x, y: row)
            return close([Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)], color, tolerance)
        } }
    }

    @Test func splitViewCollapsesToTheSidebarOnIPhone() throws {
        let root = HarborRootView(mailboxes: HarborSamples.mailboxes, messages: HarborSamples.messages)
        let drawn = phoneTexts(root)
        let strings = drawn.map(\.0)
        // The sidebar column, not the detail placeholder, with its large title at the margin.
        #expect(!strings.contains("Select a mailbox"))
        let title = try #require(frame(drawn, "Mailboxes"))
        #expect(title.minX == 16 && title.minY > 59 + 44 - 1, "\(title)")
        // Unread badges trail before the disclosure chevrons; Sent's 0 shows nothing.
        let inbox = try #require(frame(drawn, "12")), vip = try #require(frame(drawn, "3"))
        #expect(abs(inbox.maxX - vip.maxX) < 0.5 && !strings.contains("0"), "\(strings)")
        // The checkbox toggle style draws the filled square for its initial `true`.
        let box = try #require(frame(drawn, "symbol checkmark.square.fill"))
        // The bottom-bar group sits in the 49-point bar above the home indicator.
        let updated = try #require(frame(drawn, "Updated Just Now"))
        #expect(updated.midY > 852 - 34 - 49 && updated.midY < 852 - 34, "\(updated)")
        let storage = try #require(frame(drawn, "6.2 GB of 10 GB used"))
        let images = try renderPhoneLightAndDark(root, name: "HarborMailboxes")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let blue = dark ? [10, 132, 255, 255] : [0, 122, 255, 255]
            #expect(contains(image, box, blue, 6), "\(dark): checkbox tint")
            // The storage bar: 6 points under its label, 8 tall, spanning the row's content
            // (40...353); 62% of it (to x = 234) is systemBlue, the rest systemGray at 25%.
            let y = storage.maxY + 6 + 4
            #expect(close(at(image, 228, y), blue, 4), "\(dark): fill \(at(image, 228, y))")
            let track = dark ? [57, 57, 59, 255] : [227, 227, 228, 255]
            #expect(close(at(image, 242, y), track, 4), "\(dark): track \(at(image, 242, y))")
            #expect(close(at(image, 340, y), track, 4), "\(dark): track end \(at(image, 340, y))")
        }
    }

    @Test func messageScreenShowsLinkAndShareNotTheAlert() throws {
        let screen = NavigationStack { HarborMessageScreen(message: HarborSamples.messages[0]) }
        let drawn = phoneTexts(screen)
        let strings = drawn.map(\.0)
        // The alert is not presented until the delete button is tapped.
        #expect(!strings.contains("Delete this message?"))
        // Inline bar (44 points under the status bar), then the 16-point padding.
        let subject = try #require(frame(drawn, "Berth 4 reassigned"))
        #expect(subject.minX == 16 && abs(subject.minY - (59 + 44 + 16)) < 1, "\(subject)")
        let link = try #require(frame(drawn, "Open the harbour schedule"))
        let share = try #require(frame(drawn, "Share"))
        #expect(link.minX == 16 && share.minY > link.maxY)
        let images = try renderPhoneLightAndDark(screen, name: "HarborMessage")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // Link and ShareLink draw in the accent colour, systemBlue.
            let blue = dark ? [10, 132, 255, 255] : [0, 122, 255, 255]
            #expect(contains(image, link, blue, 8) && contains(image, share, blue, 8), "\(dark)")
        }
    }

    @Test func plainMessageListAndPreviews() throws {
        let list = NavigationStack { HarborMessageList(mailbox: HarborSamples.mailboxes[0], messages: HarborSamples.messages) }
        let drawn = phoneTexts(list)
        let master = try #require(frame(drawn, "Harbour Master")), tides = try #require(frame(drawn, "Tide Tables"))
        // A plain list's rows start at the 20-point margin, newest message first.
        #expect(master.minX == 20 && master.maxY < tides.minY)
        let previews = PreviewCatalog.previews(inFile: "AppFiles/HarborMailFile.swift")
        #expect(previews.map(\.displayName) == ["Mailboxes", "Inbox", "Message"])
        _ = try renderPhoneLightAndDark(list, name: "HarborInbox")
    }
}
