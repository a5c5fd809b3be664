import SwiftUI

// A text appearance effect as apps write it after WWDC24's "Create custom visual effects with
// SwiftUI": a TextRenderer that fades the plain runs in and drops, unblurs and fades in each
// glyph of the runs marked with a TextAttribute, one after another. Swift 5 mode, its own
// `import SwiftUI`; names start with "Glint".

struct GlintEmphasisAttribute: TextAttribute {}

struct GlintAppearanceRenderer: TextRenderer, Animatable {
    var elapsedTime: TimeInterval
    var elementDuration: TimeInterval
    var totalDuration: TimeInterval

    var spring: Spring {
        .snappy(duration: elementDuration - 0.05, extraBounce: 0.4)
    }

    var animatableData: Double {
        get { elapsedTime }
        set { elapsedTime = newValue }
    }

    init(elapsedTime: TimeInterval, elementDuration: Double = 0.4, totalDuration: TimeInterval) {
        self.elapsedTime = min(elapsedTime, totalDuration)
        self.elementDuration = min(elementDuration, totalDuration)
        self.totalDuration = totalDuration
    }

    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for run in layout.glintRuns {
            if run[GlintEmphasisAttribute.self] != nil {
                let delay = elementDelay(count: run.count)
                for (index, slice) in run.enumerated() {
                    let start = TimeInterval(index) * delay
                    let time = max(0, min(elapsedTime - start, elementDuration))
                    var copy = context
                    draw(slice, at: time, in: &copy)
                }
            } else {
                var copy = context
                copy.opacity = UnitCurve.easeIn.value(at: elapsedTime / 0.2)
                copy.draw(run)
            }
        }
    }

    func draw(_ slice: Text.Layout.RunSlice, at time: TimeInterval, in context: inout GraphicsContext) {
        let progress = time / elementDuration
        let opacity = UnitCurve.easeIn.value(at: 1.4 * progress)
        let blurRadius = slice.typographicBounds.rect.height / 16 * UnitCurve.easeIn.value(at: 1 - progress)
        let translationY = spring.value(fromValue: -slice.typographicBounds.descent, toValue: 0, initialVelocity: 0, time: time)
        context.translateBy(x: 0, y: translationY)
        context.addFilter(.blur(radius: blurRadius))
        context.opacity = opacity
        context.draw(slice, options: .disablesSubpixelQuantization)
    }

    /// The delay between glyphs so that the last one ends at `totalDuration`.
    func elementDelay(count: Int) -> TimeInterval {
        let count = TimeInterval(count)
        let remaining = totalDuration - elementDuration
        return max(remaining / (count + 1), (remaining - elementDuration) / count)
    }
}

extension Text.Layout {
    /// Every run of every line, in order.
    var glintRuns: some RandomAccessCollection<Text.Layout.Run> {
        self.flatMap { line in line }
    }
}

struct GlintTitleView: View {
    var elapsedTime: TimeInterval

    var body: some View {
        let effects = Text("Visual Effects")
            .foregroundStyle(.pink)
            .customAttribute(GlintEmphasisAttribute())
        (Text("Build ") + effects + Text(" with SwiftUI"))
            .font(.system(.title, design: .rounded, weight: .semibold))
            .textRenderer(GlintAppearanceRenderer(elapsedTime: elapsedTime, totalDuration: 0.9))
            .padding()
    }
}

#Preview("Glint title, settled") {
    GlintTitleView(elapsedTime: 0.9)
}
