import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// Indefinite symbol effects that hide a symbol while active (`.disappear`, and iOS 26's
/// `.drawOn` and `.drawOff`, which Apple documents as leaving the symbol hidden): a still
/// render leaves the symbol out but keeps its frame; inactive, or under
/// `symbolEffectsRemoved()`, the symbol is drawn.
@MainActor @Suite(.tags(.pixels)) struct SymbolHidingEffectTests {
    /// A 44-point star in black beside a black 20-point square, on white at 2x.
    struct Row<Effect: View>: View {
        let effect: (Image) -> Effect
        var body: some View {
            HStack(spacing: 10) {
                effect(Image(systemName: "star.fill")).font(.system(size: 44))
                Rectangle().frame(width: 20, height: 20)
            }
            .foregroundStyle(.black)
            .padding(10)
            .background(.white)
        }
    }

    /// The number of dark pixels left of the square, and the square's left edge in pixels.
    private func inkAndSquare<E: View>(_ effect: @escaping (Image) -> E) throws -> (Int, Int) {
        let r = ImageRenderer(content: Row(effect: effect))
        r.scale = 2
        let image = try r.render()
        let mid = image.height / 2
        // The square is the rightmost dark run of the middle row.
        var squareX = image.width - 1
        while squareX > 0 && rgba(image, squareX, mid)[0] >= 60 { squareX -= 1 }
        while squareX > 0 && rgba(image, squareX - 1, mid)[0] < 60 { squareX -= 1 }
        var ink = 0
        for y in 0..<image.height { for x in 0..<max(0, squareX - 8) where rgba(image, x, y)[0] < 128 { ink += 1 } }
        return (ink, squareX)
    }

    @Test func activeHidingEffectsLeaveTheSymbolOutAndKeepItsFrame() throws {
        let plain = try inkAndSquare { $0 }
        #expect(plain.0 > 1_000, "\(plain)")
        for (name, hidden) in [("disappear", try inkAndSquare { $0.symbolEffect(.disappear, isActive: true) }),
                               ("drawOn", try inkAndSquare { $0.symbolEffect(.drawOn.byLayer, isActive: true) }),
                               ("drawOff", try inkAndSquare { $0.symbolEffect(.drawOff.individually.reversed) })] {
            #expect(hidden.0 == 0, "\(name): \(hidden)")
            #expect(hidden.1 == plain.1, "\(name): the square moved, \(hidden) against \(plain)")
        }
    }

    @Test func inactiveOrRemovedEffectsDrawTheSymbol() throws {
        let plain = try inkAndSquare { $0 }
        let inactive = try inkAndSquare { $0.symbolEffect(.drawOn, isActive: false) }
        // `symbolEffectsRemoved()` removes the effects its ancestors added.
        let removed = try inkAndSquare { $0.symbolEffectsRemoved().symbolEffect(.disappear) }
        let pulsing = try inkAndSquare { $0.symbolEffect(.pulse) }
        #expect(inactive == plain && removed == plain && pulsing == plain, "\(inactive) \(removed) \(pulsing) \(plain)")
    }
}
