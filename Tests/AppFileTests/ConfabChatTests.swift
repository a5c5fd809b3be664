import Testing
import BackplateTestSupport
import Foundation
import Backplate
import SwiftUI
@testable import AppFiles

/// Confab (`ConfabChatFile.swift`): bubbles placed by sender inside a 12-point margin, a read
/// receipt whose symbol sits inside its text, a palette send button, and call controls that
/// draw the filled or outline symbol their state names. Expected values come from SwiftUI's
/// stack and padding rules (on the 393-point-wide phone canvas) and the system colours, never
/// from a render.
@MainActor @Suite(.tags(.appFiles, .layout, .pixels)) struct ConfabChatTests {
    private let drawn = phoneTexts(ConfabChatView())

    @Test func bubblesLineUpWithTheirSendersSide() throws {
        // 12 points of stack padding and 14 inside the bubble: my words end 26 before the
        // trailing edge, theirs start 26 after the leading one.
        for message in ConfabThread().messages {
            let text = try #require(frame(drawn, message.text), "\(message.text) in \(drawn.map(\.0))")
            if message.sender == .me {
                #expect(abs(text.maxX - (393 - 26)) <= 0.5, "\(message.text): \(text)")
            } else {
                #expect(abs(text.minX - 26) <= 0.5, "\(message.text): \(text)")
            }
        }
    }

    @Test func theReceiptsSymbolSitsInItsTextAtTheImagesSize() throws {
        let words = try #require(drawn.first { $0.0.hasSuffix(" Read") }, "\(drawn.map(\.0))")
        let symbol = try #require(frame(drawn, "symbol checkmark.circle.fill"), "\(drawn.map(\.0))")
        // The receipt ends at the stack's 12-point margin; its symbol is the text's first
        // character, as wide as the image at caption 2 and inside the text's line.
        #expect(abs(words.1.maxX - (393 - 12)) <= 0.5, "\(words.1)")
        let alone = ImageRenderer(content: Image(systemName: "checkmark.circle.fill").font(.caption2)).layout().size
        #expect(abs(symbol.width - alone.width) <= 0.01 && abs(symbol.height - alone.height) <= 0.01, "\(symbol) vs \(alone)")
        #expect(abs(symbol.minX - words.1.minX) <= 0.5, "\(symbol) in \(words.1)")
        #expect(symbol.midY > words.1.minY && symbol.midY < words.1.maxY, "\(symbol) in \(words.1)")
        // Unread, the outline form.
        let unread = phoneTexts(ConfabReadReceipt(isRead: false))
        #expect(unread.contains { $0.0 == "symbol checkmark.circle" } && unread.contains { $0.0.hasSuffix(" Delivered") }, "\(unread.map(\.0))")
    }

    @Test func theSendButtonIsAWhiteArrowOnABlueDisc() throws {
        let (light, dark) = try renderPhoneLightAndDark(ConfabChatView(), name: "confab-chat")
        let send = try #require(drawn.last { $0.0 == "symbol arrow.up.circle.fill" }, "\(drawn.map(\.0))").1
        for (image, isDark) in [(light, false), (dark, true)] {
            let blue = try drawnColor(.blue, dark: isDark)
            // The arrow's stem at the disc's centre; the disc a fifth of the way in from its left.
            #expect(close(image.pixel(x: Int(send.midX * 2), y: Int(send.midY * 2 + 6)), [255, 255, 255], .composited), "dark \(isDark)")
            #expect(close(image.pixel(x: Int((send.minX + send.width * 0.2) * 2), y: Int(send.midY * 2)), [blue.0, blue.1, blue.2], .composited), "dark \(isDark)")
        }
    }

    @Test func callControlsDrawTheFormTheirStateNames() throws {
        let call = phoneTexts(ConfabCallControls())
        // Muted: the filled slashed microphone; the camera on: the outline slashed camera.
        for name in ["symbol mic.slash.fill", "symbol video.slash", "symbol phone.down.fill"] {
            #expect(call.contains { $0.0 == name }, "\(name) in \(call.map(\.0))")
        }
        let (light, dark) = try renderPhoneLightAndDark(ConfabCallControls(), name: "confab-call")
        let end = try #require(frame(call, "symbol phone.down.fill"))
        for (image, isDark) in [(light, false), (dark, true)] {
            let red = try drawnColor(.red, dark: isDark)
            // The 64-point red disc round the glyph: 8 points in from its left edge, red.
            #expect(close(image.pixel(x: Int((end.midX - 24) * 2), y: Int(end.midY * 2)), [red.0, red.1, red.2], .composited), "dark \(isDark)")
            // The glyph is white: white pixels inside its frame.
            let white = pixelCount(image, x: Int(end.minX * 2)..<Int(end.maxX * 2), y: Int(end.minY * 2)..<Int(end.maxY * 2), near: (255, 255, 255))
            #expect(white > 40, "dark \(isDark): \(white)")
        }
    }
}
