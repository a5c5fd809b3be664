import Foundation

// Shared plumbing for controls and their style protocols: how a style value travels through
// the environment, and the iOS system colours controls draw with.

/// A style value erased for the environment: the function that makes a control's body from
/// its configuration. Styles are immutable values read only while a view is resolved.
final class _StyleBox<Configuration>: @unchecked Sendable {
    let make: (Configuration) -> AnyView
    init(_ make: @escaping (Configuration) -> AnyView) { self.make = make }
}

// MARK: - System colours controls use (reference swiftui.md §8.2, controls.md §10)

/// An iOS system colour that depends on the colour scheme.
struct _SystemColor: ShapeStyle, PrimitiveShapeStyle {
    let light: RGBAColor
    let dark: RGBAColor
    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        .color((environment.colorScheme == .dark ? dark : light).multiplyingOpacity(HierarchicalOpacity.factor(level)))
    }

    /// systemFill (primary fill): 120,120,128 @0.20 / @0.36.
    static let fill = _SystemColor(light: RGBAColor(120, 120, 128, 0.20), dark: RGBAColor(120, 120, 128, 0.36))
    /// secondarySystemFill: 120,120,128 @0.16 / @0.32.
    static let secondaryFill = _SystemColor(light: RGBAColor(120, 120, 128, 0.16), dark: RGBAColor(120, 120, 128, 0.32))
    /// tertiarySystemFill: 118,118,128 @0.12 / @0.24.
    static let tertiaryFill = _SystemColor(light: RGBAColor(118, 118, 128, 0.12), dark: RGBAColor(118, 118, 128, 0.24))
    /// quaternarySystemFill: 116,116,128 @0.08 / @0.18.
    static let quaternaryFill = _SystemColor(light: RGBAColor(116, 116, 128, 0.08), dark: RGBAColor(116, 116, 128, 0.18))
    /// secondaryLabel: 60,60,67 @0.6 / 235,235,245 @0.6.
    static let secondaryLabel = _SystemColor(light: RGBAColor(60, 60, 67, 0.6), dark: RGBAColor(235, 235, 245, 0.6))
    /// tertiaryLabel: 60,60,67 @0.3 / 235,235,245 @0.3 (the disabled-control grey).
    static let tertiaryLabel = _SystemColor(light: RGBAColor(60, 60, 67, 0.3), dark: RGBAColor(235, 235, 245, 0.3))
    /// placeholderText: 60,60,67 @0.3 / 235,235,245 @0.3.
    static let placeholderText = _SystemColor(light: RGBAColor(60, 60, 67, 0.3), dark: RGBAColor(235, 235, 245, 0.3))
    /// separator: 60,60,67 @0.29 / 84,84,88 @0.6.
    static let separator = _SystemColor(light: RGBAColor(60, 60, 67, 0.29), dark: RGBAColor(84, 84, 88, 0.6))
    /// opaqueSeparator-like divider inside a stepper (systemGray4): 209,209,214 / 58,58,60.
    static let gray4 = _SystemColor(light: RGBAColor(209, 209, 214), dark: RGBAColor(58, 58, 60))
    /// secondarySystemBackground: 242,242,247 / 28,28,30 (GroupBox fill).
    static let secondaryBackground = _SystemColor(light: RGBAColor(242, 242, 247), dark: RGBAColor(28, 28, 30))
    /// systemBackground: white / black.
    static let background = _SystemColor(light: RGBAColor(255, 255, 255), dark: RGBAColor(0, 0, 0))
    /// The spinner spoke colour: 60,60,68 / 235,235,245.
    static let spinner = _SystemColor(light: RGBAColor(60, 60, 68), dark: RGBAColor(235, 235, 245))
    /// The selected segment of a segmented control: white / 99,99,102.
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
                nonisolated(unsafe) let installed = installed, configuration = configuration
                return AnyView(ViewIsolation.evaluate { make(installed, configuration) }
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
