import Foundation

/// A control that toggles between on and off, drawn by the current toggle style.
///
/// The default style on iOS is `.switch` (docs/controls.md §9.2): the label at the leading
/// edge, a capsule at the trailing edge (green when on unless a tint is set, the secondary
/// system fill when off) with a white knob: 63 × 28 with a 37 × 24 knob on iOS 26, 51 × 31 with
/// a 27-point knob with `BackplateLook.iOS18`, laid out 2 points narrower than drawn (its track
/// runs 2 points past its frame's trailing edge, as on iOS); the row takes the proposed width
/// and is at least as tall as the switch. A still render shows the binding's current value.
/// Disabled, the whole control draws at half opacity.
nonisolated public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    /// Creates a toggle that displays a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// Creates a toggle representing a collection of values (on when every value is on; a
    /// mixed collection draws as on with `isMixed` set in the configuration).
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) {
        let values = sources.map { $0[keyPath: isOn].wrappedValue }
        let all = !values.isEmpty && values.allSatisfy { $0 }
        self.isOn = .constant(all || values.contains(true))
        self.label = label()
    }

    /// The toggle drawn by the current toggle style.
    public var body: some View {
        _ToggleStyleReader(configuration: ToggleStyleConfiguration(
            label: ToggleStyleConfiguration.Label(view: TitleAndSubtitleLabel.view(label)), isOn: isOn))
        // As UISwitch reports itself: a button with the toggle trait, valued "1" or "0", labelled
        // by the label even when `labelsHidden()` does not draw it.
        .modifier(AccessibilityAttachmentModifier.control([.isButton, .isToggle], value: isOn.wrappedValue ? "1" : "0",
                                                          labelView: AnyView(label)))
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == BackplateCore.Label<Text, Image> {
    /// Creates a toggle with a title and an SF Symbol (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { BackplateCore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a toggle with a string title and an SF Symbol (iOS 17).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { BackplateCore.Label(title, systemImage: systemImage) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// Creates a toggle based on a toggle style configuration, drawn by the style in effect
    /// around the custom style (use it inside `ToggleStyle.makeBody`).
    public init(_ configuration: ToggleStyleConfiguration) {
        self.isOn = configuration.$isOn
        self.label = configuration.label
    }
}

// MARK: - ToggleStyle

/// The appearance and behaviour of a toggle. Backplate draws what `makeBody` returns.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// A view that represents the appearance and interaction of a toggle.
    associatedtype Body: View
    /// The properties of a toggle instance.
    typealias Configuration = ToggleStyleConfiguration
    /// Creates a view that represents the body of a toggle.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// The properties of a toggle instance.
public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle.
    nonisolated public struct Label: View {
        let view: AnyView
        /// The label's content.
        public var body: some View { view }
    }
    /// A view that describes the effect of switching the toggle between states.
    public let label: ToggleStyleConfiguration.Label
    /// Whether the toggle is on; `$isOn` is a binding to it.
    @Binding public var isOn: Bool
    /// Whether the toggle represents several sources in different states.
    public var isMixed: Bool = false

    init(label: ToggleStyleConfiguration.Label, isOn: Binding<Bool>) {
        self.label = label
        self._isOn = isOn
    }
}

/// The default toggle style: `.switch` on iOS.
nonisolated public struct DefaultToggleStyle: ToggleStyle {
    /// Creates a default toggle style.
    public init() {}
    /// The switch appearance.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

/// A toggle style that displays a leading label and a trailing switch.
nonisolated public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?
    /// Creates a switch toggle style.
    public init() { tint = nil }
    /// Creates a switch style with a tint colour (deprecated in SwiftUI; use `tint(_:)`).
    public init(tint: Color) { self.tint = tint }
    /// The label, a flexible space, and the switch (63 × 28 on iOS 26, 51 × 31 on iOS 18).
    public func makeBody(configuration: Configuration) -> some View {
        _SwitchRow(label: configuration.label, isOn: configuration.isOn, tint: tint)
    }
}

/// A toggle style that displays as a button with its label as the title: tinted on a light
/// tinted fill when on (like `.bordered`), a plain tinted label when off.
nonisolated public struct ButtonToggleStyle: ToggleStyle {
    /// Creates a button toggle style.
    public init() {}
    /// A bordered-looking button when on, borderless when off.
    public func makeBody(configuration: Configuration) -> some View {
        _ButtonToggle(label: configuration.label, isOn: configuration.isOn)
    }
}

nonisolated extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default toggle style (a switch on iOS).
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
nonisolated extension ToggleStyle where Self == SwitchToggleStyle {
    /// A toggle style that displays a leading label and a trailing switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
nonisolated extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle style that displays as a button with its label as the title.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

private struct ToggleStyleKey: EnvironmentKey { static var defaultValue: _StyleBox<ToggleStyleConfiguration>? { nil } }

extension EnvironmentValues {
    var toggleStyleBox: _StyleBox<ToggleStyleConfiguration>? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for toggles in this view.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(styleModifier(style, at: \.toggleStyleBox) { s, c in s.makeBody(configuration: c) })
    }
}

nonisolated struct _ToggleStyleReader: View {
    let configuration: ToggleStyleConfiguration
    @Environment(\.toggleStyleBox) private var style
    var body: some View {
        if let style { style.make(configuration) } else { DefaultToggleStyle().makeBody(configuration: configuration) }
    }
}

nonisolated struct _SwitchRow: View {
    let label: ToggleStyleConfiguration.Label
    let isOn: Bool
    let tint: Color?
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.backplateLook) private var look

    var body: some View {
        HStack {
            _RowLabel(label: label)
            _Switch(isOn: isOn, explicitTint: tint)
                .modifier(_ListRowControlOverhang())
        }
        .modifier(_ListRowControlOverhang.MinHeight(height: SwitchMetrics(look).track.height))
        .opacity(isEnabled ? 1 : 0.5)
    }
}

nonisolated struct _Switch: View {
    let isOn: Bool
    var explicitTint: Color? = nil
    @Environment(\.tint) var tint
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.backplateLook) var look

    var body: some View {
        let onFill = explicitTint.map { AnyShapeStyle($0) } ?? tint ?? AnyShapeStyle(Color.green)
        let metrics = SwitchMetrics(look)
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(isOn ? onFill : AnyShapeStyle(metrics.offFill))
            Capsule().fill(Color.white)
                .shadow(color: Color.black.opacity(0.2), radius: 1, y: 1.5)
                .frame(width: metrics.knob.width, height: metrics.knob.height)
                .padding(2)
        }
        .frame(width: metrics.track.width, height: metrics.track.height)
        .fixedSize()
        // iOS lays the switch out 2 points narrower than it draws it, the track running 2 points
        // past its frame's trailing edge (mirrored right to left; SwitchMetrics.layoutWidth).
        .frame(width: metrics.layoutWidth, alignment: .leading)
    }
}

/// A switch's track and knob in a look: iOS 18 a 51 × 31 track with a 27-point round knob;
/// iOS 26 a 63 × 28 track with a 37 × 24 capsule knob (measured from iOS 26.4 renders,
/// docs/pixel-differences.md); the knob 2 points inside the track either way.
struct SwitchMetrics {
    /// How far the drawn track runs past the trailing edge of the switch's layout frame: iOS 16.4
    /// sizes AirSettingsUI's rows for a title 2 points wider than a 51-point switch leaves it, the
    /// title's ink ending 1 and 1.5 points past that space, and draws the track 18 points from a
    /// row padded 20 (TellTime's form too); iOS 26.4's ends 2 points past the row's inset.
    static let trailingOverhang: CGFloat = 2
    let track: CGSize
    let knob: CGSize
    /// The off track's fill: iOS 18 the secondary system fill; iOS 26 the tertiary label colour,
    /// measured on Home Assistant's iOS 26.4 cards ((197, 197, 199) on white, (90, 90, 94) dark).
    let offFill: _SystemColor
    init(_ look: BackplateLook) {
        switch look {
        case .iOS18:
            track = CGSize(width: 51, height: 31); knob = CGSize(width: 27, height: 27); offFill = .secondaryFill
        case .iOS26:
            track = CGSize(width: 63, height: 28); knob = CGSize(width: 37, height: 24); offFill = .tertiaryLabel
        }
    }
    /// The width the switch takes in layout: the track less the overhang (49 and 61 points).
    var layoutWidth: CGFloat { track.width - Self.trailingOverhang }
}

nonisolated struct _ButtonToggle: View {
    let label: ToggleStyleConfiguration.Label
    let isOn: Bool
    @Environment(\.buttonSizing) private var buttonSizing
    var body: some View {
        if isOn {
            BorderedButtonStyle().makeBody(configuration: PrimitiveButtonStyleConfiguration(
                role: nil, label: .init(view: AnyView(label)), action: {}))
        } else {
            BorderlessButtonStyle().makeBody(configuration: PrimitiveButtonStyleConfiguration(
                role: nil, label: .init(view: AnyView(label)), action: {}))
                .frame(maxWidth: buttonSizing == .flexible ? .infinity : nil)
                .padding(.horizontal, 12).padding(.vertical, 7)
        }
    }
}
