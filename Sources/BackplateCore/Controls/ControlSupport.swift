import Foundation

// Shared plumbing for controls and their style protocols: how a style value travels through
// the environment, and the iOS system colours controls draw with.

/// A style value erased for the environment: the function that makes a control's body from
/// its configuration. Styles are immutable values read only while a view is resolved.
final class _StyleBox<Configuration> {
    let make: (Configuration) -> AnyView
    init(_ make: @escaping (Configuration) -> AnyView) { self.make = make }
}

// MARK: - System colours controls use (NamedSystemColor's table)

/// An iOS system colour that depends on the colour scheme.
struct _SystemColor: ShapeStyle, PrimitiveShapeStyle {
    let light: RGBAColor
    let dark: RGBAColor
    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        .color((environment.colorScheme == .dark ? dark : light).multiplyingOpacity(HierarchicalOpacity.factor(level)))
    }

    /// A named system colour's light and dark values (standard contrast).
    init(_ name: NamedSystemColor) { self.init(light: name.light, dark: name.dark) }
    init(light: RGBAColor, dark: RGBAColor) { self.light = light; self.dark = dark }

    static let fill = _SystemColor(.systemFill)
    static let secondaryFill = _SystemColor(.secondarySystemFill)
    static let tertiaryFill = _SystemColor(.tertiarySystemFill)
    static let quaternaryFill = _SystemColor(.quaternarySystemFill)
    static let secondaryLabel = _SystemColor(.secondaryLabel)
    /// The disabled-control grey.
    static let tertiaryLabel = _SystemColor(.tertiaryLabel)
    static let placeholderText = _SystemColor(.placeholderText)
    static let separator = _SystemColor(.separator)
    /// The divider inside a stepper.
    static let gray4 = _SystemColor(.systemGray4)
    /// The GroupBox fill.
    static let secondaryBackground = _SystemColor(.secondarySystemBackground)
    static let background = _SystemColor(.systemBackground)
    static let link = _SystemColor(.link)
    /// The spinner spoke colour (measured, not a named colour): 60,60,68 / 235,235,245.
    static let spinner = _SystemColor(light: RGBAColor(60, 60, 68), dark: RGBAColor(235, 235, 245))
    /// The selected segment of a segmented control (measured): white / 99,99,102.
    static let segmentThumb = _SystemColor(light: RGBAColor(255, 255, 255), dark: RGBAColor(99, 99, 102))
}

/// The tint, or the red of a destructive role.
func controlTint(role: ButtonRole?) -> AnyShapeStyle {
    role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle())
}

/// Whether an optional-wrapped hashable equals another, looking through `Optional` layers, as
/// SwiftUI matches a `Picker`'s selection with its options' tags.
func tagsMatch(_ a: AnyHashable?, _ b: AnyHashable?) -> Bool {
    func unwrap(_ v: AnyHashable?) -> AnyHashable? {
        guard var value = v else { return nil }
        for _ in 0..<4 {
            let mirror = Mirror(reflecting: value.base)
            guard mirror.displayStyle == .optional else { return value }
            guard let inner = mirror.children.first?.value as? AnyHashable else { return nil }
            value = inner
        }
        return value
    }
    return unwrap(a) == unwrap(b)
}

/// A modifier that makes `style` the current style at `keyPath`, remembering the style it
/// replaces so the style's own body sees that one (SwiftUI: a style that builds its control
/// from the configuration gets the style in effect around it).
func styleModifier<Style, Configuration, Content: View>(
    _ style: Style, at keyPath: WritableKeyPath<EnvironmentValues, _StyleBox<Configuration>?>,
    _ make: @escaping @MainActor (Style, Configuration) -> Content
) -> _EnvironmentTransformModifier {
    _EnvironmentTransformModifier { env in
        let parent = env[keyPath: keyPath]
        env[keyPath: keyPath] = _StyleBox { configuration in
            // The style's own dynamic properties (`@Environment(\.isEnabled)`...) are installed
            // into a copy of it at this position; what it makes sees the style around it.
            AnyView(DynamicPropertyHost(style) { installed in
                // A style's `makeBody` is main-actor isolated, as in SwiftUI (`ViewIsolation`).
                AnyView(ViewIsolation.evaluate(passing: (installed, configuration)) { make($0.0, $0.1) }
                    .modifier(_EnvironmentTransformModifier { $0[keyPath: keyPath] = parent }))
            })
        }
    }
}

// MARK: - Shared pieces of controls

/// The environment key of a control's style box, one per configuration type (each control's
/// `EnvironmentValues` property reads and writes it).
struct _StyleBoxKey<Configuration>: EnvironmentKey {
    static var defaultValue: _StyleBox<Configuration>? { nil }
}

/// Draws a control from its configuration with the style in effect (set with the control's
/// style modifier), or with the control's automatic style when none is set: the body of
/// `Menu`, `LabeledContent`, `ProgressView` and `Gauge`.
nonisolated struct _StyleReader<Configuration>: View {
    let configuration: Configuration
    let automatic: (Configuration) -> AnyView
    @Environment private var style: _StyleBox<Configuration>?

    /// A reader of the style at `keyPath`, falling back to `automatic`.
    init(_ configuration: Configuration, style keyPath: KeyPath<EnvironmentValues, _StyleBox<Configuration>?>,
         automatic: @escaping (Configuration) -> AnyView) {
        self.configuration = configuration
        self.automatic = automatic
        _style = Environment(keyPath)
    }

    var body: some View {
        if let style { style.make(configuration) } else { automatic(configuration) }
    }
}

/// A greedy capsule track in the system fill (120,120,128 @0.20 / @0.36), `height` tall, with
/// `indicator` drawn over it from its leading edge, given the track's width: the bar of a
/// linear `ProgressView` (a tinted capsule to the fraction) and of the linear `Gauge` styles
/// (the same, or a marker at the value).
nonisolated struct _CapsuleTrack<Indicator: View>: View {
    let height: CGFloat
    let indicator: (CGFloat) -> Indicator

    init(height: CGFloat, @ViewBuilder indicator: @escaping (CGFloat) -> Indicator) {
        self.height = height
        self.indicator = indicator
    }

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(_SystemColor.fill)
                indicator(proxy.size.width)
            }
        }
        .frame(height: height)
    }
}
