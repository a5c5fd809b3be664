import BackplateCore
import Foundation

/// A control drawn as Control Center draws a small control (iOS 18): a 64-point circle
/// (estimated, not measured) with the template's symbol at 24 points in white, the circle
/// dark gray at rest and filled with the tint (blue by default) when a toggle is on, in the
/// dark scheme Control Center uses.
///
///     ImageRenderer(content: ControlWidgetPreview(TimerToggle()))
///
/// The provider's `previewValue` is drawn (its current value is async and not awaited); the
/// title and value label show only in larger Control Center sizes and are not drawn.
nonisolated public struct ControlWidgetPreview: View {
    let tile: ControlTile?
    let name: String

    /// A control's template for its preview value.
    public init<C: ControlWidget>(_ control: C) {
        let template = drawableControl(ViewIsolation.evaluate(passing: control) { $0.body })?.previewTemplate()
        tile = template.flatMap { controlTile($0) }
        name = "\(C.self)"
        warnIfEmpty()
    }

    /// A template, drawn as its control.
    public init<T: ControlWidgetTemplate>(template: T) {
        tile = controlTile(template)
        name = "\(T.self)"
        warnIfEmpty()
    }

    private func warnIfEmpty() {
        if tile == nil { RuntimeWarning.emit("ControlWidgetPreview: \(name) has no button or toggle template; nothing is drawn") }
    }

    /// The circle's diameter (estimated from iOS 18 Control Center screenshots).
    package static let diameter: CGFloat = 64
    /// The circle's fill at rest: the glass tile over Control Center's dimmed backdrop, as one
    /// opaque gray (estimated).
    package static let restingFill = Color(white: 0.22)

    /// The tile.
    public var body: some View {
        if let tile {
            ZStack {
                Circle().fill(tile.isToggle && tile.isOn ? (tile.tint ?? .blue) : Self.restingFill)
                tile.symbol
                    .labelStyle(.iconOnly)
                    .font(.system(size: 24, weight: .medium))
                    .foregroundStyle(.white)
            }
            .frame(width: Self.diameter, height: Self.diameter)
            .environment(\.colorScheme, .dark)
        } else {
            Color.clear.frame(width: Self.diameter, height: Self.diameter)
        }
    }
}
