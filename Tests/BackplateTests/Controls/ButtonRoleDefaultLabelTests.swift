import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// iOS 26's `Button(role:action:)`: the role gives the label (Apple's documentation: an `xmark`
/// for `.close` and `.cancel`), and a `.confirm` button in a toolbar is the prominent item, on a
/// capsule filled with the tint like a `.confirmationAction` (docs/pixel-differences.md §6).
@MainActor @Suite(.backplateLook(.iOS26), .tags(.layout, .pixels)) struct ButtonRoleDefaultLabelTests {
    struct Sheet: View {
        let role: ButtonRole
        var body: some View {
            NavigationStack {
                Text("Bird").navigationTitle("Robin").navigationBarTitleDisplayMode(.inline)
                    .toolbar { Button(role: role) {} }
            }
        }
    }

    private func render(_ role: ButtonRole, dark: Bool) throws -> RenderedImage {
        let r = ImageRenderer(content: Sheet(role: role))
        r.proposedSize = ProposedViewSize(width: 393, height: 852)
        r.scale = 3
        r.isOpaque = true
        if dark { r.environment.colorScheme = .dark }
        return try r.render()
    }

    /// The first and last point (at 3x) of row `y` between `start` and `end` where `test` holds.
    private func extent(_ image: RenderedImage, row y: CGFloat, from start: CGFloat, to end: CGFloat,
                        where test: ([Int]) -> Bool) -> (CGFloat, CGFloat)? {
        let xs = (Int(start * 3)..<Int(end * 3)).filter { test(rgba(image, $0, Int(y * 3))) }
        guard let first = xs.first, let last = xs.last else { return nil }
        return (CGFloat(first) / 3, CGFloat(last + 1) / 3)
    }

    @Test func closeRoleIsAnXmarkOnAGlassCircle() throws {
        let image = try render(.close, dark: true)
        // The trailing item: a 44-point glass circle ending at the 16-point margin (377).
        let glass = try #require(extent(image, row: 22, from: 250, to: 393, where: { (p: [Int]) -> Bool in p[0] > 10 || p[1] > 10 || p[2] > 10 }))
        #expect(near(glass.0, 333, 0.67) && near(glass.1, 377, 0.67), "\(glass)")
        // The xmark in white (primary), centred in the circle; no tint fill, no title beside it.
        let mark = try #require(inkBounds(image, scale: 3, in: CGRect(x: 333, y: 0, width: 44, height: 44), where: { close($0, [255, 255, 255, 255], 12) }))
        #expect(near(mark.midX, 355, 1.5) && near(mark.midY, 22, 1.5), "\(mark)")
        #expect(mark.width < 20 && abs(mark.width - mark.height) < 2, "\(mark)")
        #expect(extent(image, row: 22, from: 250, to: 393, where: { close($0, [0, 145, 255, 255], 12) }) == nil)
    }

    @Test func confirmRoleIsTheTintedCapsuleWithACheckmark() throws {
        let image = try render(.confirm, dark: false)
        // The tint (0, 136, 255) fills the prominent capsule up to its rim at the trailing margin.
        let blue = try #require(extent(image, row: 22, from: 250, to: 393, where: { close($0, [0, 136, 255, 255], 6) }))
        #expect(near(blue.1, 376, 0.67), "\(blue)")
        #expect(blue.1 - blue.0 > 38 && blue.1 - blue.0 < 44, "\(blue)")
        // A white checkmark inside: wider than tall, centred in the capsule.
        let inside = CGRect(x: blue.0 + 6, y: 6, width: blue.1 - blue.0 - 12, height: 32)
        let mark = try #require(inkBounds(image, scale: 3, in: inside, where: { close($0, [255, 255, 255, 255], 20) }))
        #expect(near(mark.midX, (blue.0 + blue.1) / 2, 1.5) && near(mark.midY, 22, 1.5), "\(mark)")
        #expect(mark.width > mark.height, "\(mark)")
    }

    @Test func rolesGiveTheirSymbols() {
        #expect(DefaultButtonLabel.titleAndSymbol(for: .close).1 == "xmark")
        #expect(DefaultButtonLabel.titleAndSymbol(for: .cancel).1 == "xmark")
        #expect(DefaultButtonLabel.titleAndSymbol(for: .confirm).1 == "checkmark")
    }
}
