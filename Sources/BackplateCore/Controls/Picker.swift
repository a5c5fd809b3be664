import Foundation

/// A control for selecting from a set of mutually exclusive values, drawn by the current
/// picker style (docs/controls.md §5.1–5.3).
///
/// The options are the picker's content views; each option's `.tag(_:)` (or, for `ForEach`
/// content, each element's identifier) is matched with the selection. The default style on
/// iOS is `.menu`: outside a list, a borderless button showing the **selected option's label**
/// and an up-down chevron in the tint colour, sized to fit; inside a list row (see
/// `EnvironmentValues._controlIsInListRow`), the picker's label leading and the selected value
/// with the chevron in the secondary colour trailing. `.segmented` draws the 32-point
/// segmented control, `.inline` one row per option with a checkmark on the selected one,
/// `.wheel` a 216-point wheel centred on the selection. Disabled, a menu button turns
/// tertiary-label grey (as a disabled borderless button); the other styles draw at half opacity.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    /// The selected value (a sources picker whose sources disagree selects no option).
    let selected: AnyHashable
    let label: Label
    let content: Content
    /// The view a menu or navigation-link picker shows for its value instead of the selected
    /// option's label (iOS 18's `currentValueLabel`).
    var currentValueLabel: AnyView?

    init(selected: AnyHashable, content: Content, label: Label, currentValueLabel: AnyView?) {
        self.selected = selected
        self.content = content
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// Creates a picker that displays a custom label.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(selected: AnyHashable(selection.wrappedValue), content: content(), label: label(), currentValueLabel: nil)
    }

    /// Creates a picker with a label view (the iOS 13 spelling).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selected: AnyHashable(selection.wrappedValue), content: content(), label: label, currentValueLabel: nil)
    }

    /// The picker drawn by the current picker style.
    public var body: some View {
        _PickerBody(label: AnyView(label), selection: selected, options: _implicitlyTagged(content),
                    currentValue: currentValueLabel)
    }
}

extension Picker where Label == Text {
    /// Creates a picker that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// Creates a picker that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == BackplateCore.Label<Text, Image> {
    /// Creates a picker with a title and an SF Symbol (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { BackplateCore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a picker with a string title and an SF Symbol (iOS 17).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { BackplateCore.Label(title, systemImage: systemImage) }
    }
}

// MARK: - PickerStyle

/// A type that specifies the appearance and interaction of all pickers within a view
/// hierarchy. Only the built-in styles exist, as in SwiftUI.
public protocol PickerStyle {}

enum _PickerKind: Sendable { case automatic, menu, segmented, wheel, inline, navigationLink, palette }

protocol _BuiltInPickerStyle { var kind: _PickerKind { get } }

/// The default picker style: `.menu` on iOS.
public struct DefaultPickerStyle: PickerStyle, _BuiltInPickerStyle {
    /// Creates a default picker style.
    public init() {}
    var kind: _PickerKind { .automatic }
}
/// A picker style that presents the options as a menu when pressed; shows the selection.
public struct MenuPickerStyle: PickerStyle, _BuiltInPickerStyle {
    /// Creates a menu picker style.
    public init() {}
    var kind: _PickerKind { .menu }
}
/// A picker style that presents the options in a segmented control.
public struct SegmentedPickerStyle: PickerStyle, _BuiltInPickerStyle {
    /// Creates a segmented picker style.
    public init() {}
    var kind: _PickerKind { .segmented }
}
/// A picker style that presents the options in a scrollable wheel.
public struct WheelPickerStyle: PickerStyle, _BuiltInPickerStyle {
    /// Creates a wheel picker style.
    public init() {}
    var kind: _PickerKind { .wheel }
}
/// A picker style that presents the options inline with other views.
public struct InlinePickerStyle: PickerStyle, _BuiltInPickerStyle {
    /// Creates an inline picker style.
    public init() {}
    var kind: _PickerKind { .inline }
}
/// A picker style represented by a navigation link that presents the options.
public struct NavigationLinkPickerStyle: PickerStyle, _BuiltInPickerStyle {
    /// Creates a navigation link picker style.
    public init() {}
    var kind: _PickerKind { .navigationLink }
}
/// A picker style that presents the options as a row of compact elements (iOS 17); outside a
/// menu it draws like `.segmented`.
public struct PalettePickerStyle: PickerStyle, _BuiltInPickerStyle {
    /// Creates a palette picker style.
    public init() {}
    var kind: _PickerKind { .palette }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default picker style, based on the picker's context.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
    /// A picker style that presents the options as a menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    /// A picker style that presents the options in a segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
    /// A picker style that presents the options in a scrollable wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
    /// A picker style that presents the options inline with other views.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A picker style represented by a navigation link.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle {
    /// A picker style that presents the options as a row of compact elements.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

private struct PickerStyleKey: EnvironmentKey { static let defaultValue = _PickerKind.automatic }
private struct ListRowKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var pickerKind: _PickerKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }

    /// Whether controls are inside a `List`/`Form` row, where a menu picker, a date picker
    /// and a colour picker draw as rows (label leading, value trailing). The list container
    /// sets it for its rows; `false` by default.
    var _controlIsInListRow: Bool {
        get { self[ListRowKey.self] || isListRow }
        set { self[ListRowKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for pickers within this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind = (style as? _BuiltInPickerStyle)?.kind ?? .automatic
        return environment(\.pickerKind, kind)
    }
}

// MARK: - Drawing

nonisolated struct _PickerBody: View {
    let label: AnyView
    let selection: AnyHashable
    let options: AnyView
    var currentValue: AnyView? = nil
    @Environment(\.pickerKind) private var kind
    @Environment(\._controlIsInListRow) private var inListRow
    @Environment(\.listContentKind) private var listContentKind
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        if (kind == .automatic || kind == .menu) && !inListRow {
            content.modifier(_ButtonSizingWarning(owner: "menu pickers"))
        } else {
            content
        }
    }

    @ViewBuilder private var content: some View {
        if kind == .inline, inListRow {
            // Inside a list the options are rows of their own (a section of their own, headed
            // by the label, at the list's top level), so no wrapper may stand around them.
            inlineRows
        } else if isEnabled || ((kind == .automatic || kind == .menu) && !inListRow) {
            // A disabled menu button recolours itself (tertiary grey) as a borderless button does.
            picker
        } else {
            picker.opacity(0.5)
        }
    }

    /// An inline picker in a list: at the list's top level a section whose header is the
    /// picker's label, inside a section the option rows alone; each row the option and, when
    /// selected, the tint checkmark (docs/controls.md §5.1, §3.4).
    @ViewBuilder private var inlineRows: some View {
        let rows = options.environment(\._selectionOptionRole, _SelectionOptionRole { tag, content in
            AnyView(_InlineOptionRow(content: content, isSelected: tagsMatch(tag, selection), inList: true))
        })
        if listContentKind != nil {
            Section { rows } header: { label }
        } else {
            rows
        }
    }

    @ViewBuilder private var picker: some View {
        switch kind {
        case .automatic, .menu:
            if inListRow {
                HStack {
                    _RowLabel(label: label)
                    _MenuValue(selected: selectedOption, tinted: false)
                }
                .modifier(valuedControl([.isButton, .popUpButton]))
            } else {
                _MenuValue(selected: selectedOption, tinted: true)
                    .modifier(valuedControl([.isButton, .popUpButton]))
            }
        case .navigationLink:
            if inListRow {
                // The list draws the disclosure chevron, as for a `NavigationLink` row.
                HStack {
                    _RowLabel(label: label)
                    selectedOption.foregroundStyle(_SystemColor.secondaryLabel)
                }
                .modifier(valuedControl(.isButton))
                .modifier(_ContainerTraitModifier(key: ContainerTraits.disclosure, value: true))
            } else {
                HStack {
                    _RowLabel(label: label)
                    selectedOption.foregroundStyle(_SystemColor.secondaryLabel)
                    Image(systemName: "chevron.right").font(.body.weight(.semibold)).imageScale(.small).symbolFrameHugsInk()
                        .foregroundStyle(_SystemColor.tertiaryLabel)
                }
                .modifier(valuedControl(.isButton))
            }
        case .segmented, .palette:
            _SegmentedControl(selection: selection, options: options)
        case .inline:
            VStack(alignment: .leading, spacing: 0) {
                options.environment(\._selectionOptionRole, _SelectionOptionRole { tag, content in
                    AnyView(_InlineOptionRow(content: content, isSelected: tagsMatch(tag, selection), inList: false))
                })
            }
        case .wheel:
            _Wheel(selection: selection, options: options)
                .modifier(valuedControl(.adjustable))
        }
    }

    /// One element named by the picker's label (drawn or not) whose value is the selected
    /// option's text: a menu or navigation-link button, a wheel (adjustable, as UIPickerView).
    private func valuedControl(_ traits: AccessibilityTraits) -> AccessibilityAttachmentModifier {
        .control(traits, labelView: label, valueView: AnyView(selectedOption))
    }

    @ViewBuilder private var selectedOption: some View {
        if let currentValue {
            currentValue
        } else {
            HStack(spacing: 0) {
                options.environment(\._selectionOptionRole, .selectedOnly(selection))
            }
        }
    }
}

/// The selected value and the up-down chevron, tinted (a menu button) or secondary (in a row).
nonisolated struct _MenuValue<Selected: View>: View {
    let selected: Selected
    let tinted: Bool
    @Environment(\.isEnabled) private var isEnabled
    var body: some View {
        let style = !tinted ? AnyShapeStyle(_SystemColor.secondaryLabel)
            : isEnabled ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(_SystemColor.tertiaryLabel)
        HStack(spacing: 6) {
            selected
            _UpDownChevron().stroke(style, style: StrokeStyle(lineWidth: 1.7, lineCap: .round, lineJoin: .round))
                .frame(width: 8.3, height: 12)
                // In a row the symbol's side bearing keeps its ink 21.67 points inside the
                // card's edge, 1.67 more than the row's trailing inset (docs/controls.md §5.1).
                .padding(.trailing, tinted ? 0 : 2.5)
        }
        .foregroundStyle(style)
    }
}

/// `chevron.up.chevron.down`, drawn as two strokes (8.3 × 12 points at body size).
nonisolated struct _UpDownChevron: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        let w = rect.width, h = rect.height
        p.move(to: CGPoint(x: rect.minX, y: rect.minY + h * 0.35))
        p.addLine(to: CGPoint(x: rect.minX + w / 2, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.minY + h * 0.35))
        p.move(to: CGPoint(x: rect.minX, y: rect.minY + h * 0.65))
        p.addLine(to: CGPoint(x: rect.minX + w / 2, y: rect.maxY))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.minY + h * 0.65))
        return p
    }
}

/// UISegmentedControl: greedy width, 32 tall, the tertiary fill track (radius 8), the selected
/// segment on a white (dark: 99,99,102) thumb inset 2 points with a soft shadow; 13-point
/// titles, semibold when selected; 1 × 20 separators (142,142,147 @0.3) between unselected
/// neighbours. The iOS 26 look draws the track and the thumb as capsules (`SegmentedMetrics`).
nonisolated struct _SegmentedControl: View {
    let selection: AnyHashable
    let options: AnyView
    @Environment(\.backplateLook) private var look
    var body: some View {
        let control = segments
            // UISegmentedControl: each segment a button, numbered "1 of n", the chosen one selected.
            .modifier(AccessibilityAttachmentModifier.numberedGroup)
            .frame(height: SegmentedMetrics.height)
        if look == .iOS26 {
            control.background(_SystemColor.tertiaryFill, in: Capsule()).modifier(_ListRowControlOverhang())
        } else {
            control.background(_SystemColor.tertiaryFill, in: RoundedRectangle(cornerRadius: 8.9)).modifier(_ListRowControlOverhang())
        }
    }

    private var segments: some View {
        _SegmentedLayout {
            options.environment(\._selectionOptionRole, _SelectionOptionRole { tag, content in
                let selected = tagsMatch(tag, selection)
                return AnyView(Group {
                    Rectangle().fill(_SystemColor(light: RGBAColor(142, 142, 147, 0.3), dark: RGBAColor(142, 142, 147, 0.3)))
                        .layoutValue(key: _SegmentPartKey.self, value: .separator)
                    _Segment(content: content, isSelected: selected)
                        .modifier(AccessibilityAttachmentModifier.control(selected ? [.isButton, .isSelected] : .isButton))
                        .layoutValue(key: _SegmentPartKey.self, value: selected ? .selected : .segment)
                })
            })
        }
    }
}

/// A segmented control's size, the same in both looks: 32 tall with the thumb inset 2. On iOS
/// 26.2 UISegmentedControl measures 32 tall with a capsule track filling its frame (measured);
/// the thumb's inset and capsule shape are **estimates** (docs/pixel-differences.md §6).
enum SegmentedMetrics {
    static let height: CGFloat = 32
    static let thumbInset: CGFloat = 2
}

enum _SegmentPart: Sendable { case segment, selected, separator }
private struct _SegmentPartKey: LayoutValueKey { static let defaultValue = _SegmentPart.segment }

/// Equal-width segments across the whole control, as UISegmentedControl's (three 87-point
/// segments in 261 points, measured on iOS 26.2); a separator before each segment whose left
/// neighbour exists and neither is selected (others are placed with a zero size, drawing nothing).
struct _SegmentedLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let segments = subviews.filter { $0[_SegmentPartKey.self] != .separator }
        let widest = segments.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        let natural = widest * CGFloat(segments.count) + 2 * SegmentedMetrics.thumbInset
        return CGSize(width: proposal.width ?? natural, height: proposal.height ?? SegmentedMetrics.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let parts = subviews.map { $0[_SegmentPartKey.self] }
        let count = parts.filter { $0 != .separator }.count
        guard count > 0 else { return }
        let width = bounds.width / CGFloat(count)
        var index = 0
        var previous: _SegmentPart? = nil
        for (i, subview) in subviews.enumerated() {
            let x = bounds.minX + CGFloat(index) * width
            if parts[i] == .separator {
                let next = subviews.indices.dropFirst(i + 1).first { parts[$0] != .separator }.map { parts[$0] }
                let shown = previous == .segment && next == .segment
                subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .center,
                              proposal: shown ? ProposedViewSize(width: 1, height: 20) : .zero)
            } else {
                subview.place(at: CGPoint(x: x, y: bounds.minY), anchor: .topLeading,
                              proposal: ProposedViewSize(width: width, height: bounds.height))
                previous = parts[i]
                index += 1
            }
        }
    }
}

nonisolated struct _Segment: View {
    let content: AnyView
    let isSelected: Bool
    @Environment(\.backplateLook) private var look
    var body: some View {
        content
            .font(.system(size: 13, weight: isSelected ? .semibold : .regular))
            .lineLimit(1)
            .padding(.horizontal, 6)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background {
                // The thumb: the selected segment inset by 2 points.
                if isSelected && look == .iOS26 {
                    Capsule().fill(_SystemColor.segmentThumb).shadow(color: Color.black.opacity(0.12), radius: 4, y: 3)
                        .padding(SegmentedMetrics.thumbInset)
                } else if isSelected {
                    RoundedRectangle(cornerRadius: 6.93)
                        .fill(_SystemColor.segmentThumb)
                        .shadow(color: Color.black.opacity(0.12), radius: 4, y: 3)
                        .padding(SegmentedMetrics.thumbInset)
                }
            }
    }
}

/// A row of an inline picker: the option in the label colour, then the tint checkmark when
/// selected, its ink 2 points inside the row's trailing inset (docs/controls.md §3.4); at least 44
/// tall outside a list (a list row has its own minimum height and insets).
nonisolated struct _InlineOptionRow: View {
    let content: AnyView
    let isSelected: Bool
    let inList: Bool
    var body: some View {
        HStack {
            content.foregroundStyle(.primary)
            Spacer()
            if isSelected {
                Image(systemName: "checkmark").font(.body.weight(.semibold)).foregroundStyle(.tint).symbolFrameHugsInk()
                    .padding(.trailing, 2)
                    .accessibilityHidden(true)  // read as the row's selected state
            }
        }
        .frame(minHeight: inList ? nil : 44)
        .modifier(AccessibilityAttachmentModifier.control(isSelected ? [.isButton, .isSelected] : .isButton))
    }
}

struct _WheelSelectedKey: LayoutValueKey { static let defaultValue = false }

/// Stacks the wheel's 32-point rows so the selected row is centred vertically (the first row
/// when none is selected), and records the wheel's centre for the rows' projection.
struct _WheelLayout: Layout {
    var geometry: _WheelGeometry? = nil

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0,
               height: proposal.height ?? 216)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        geometry?.centreY = bounds.midY
        let selected = subviews.firstIndex { $0[_WheelSelectedKey.self] } ?? 0
        let top = bounds.midY - CGFloat(selected) * 32 - 16
        for (i, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.midX, y: top + CGFloat(i) * 32), anchor: .top,
                          proposal: ProposedViewSize(width: bounds.width, height: 32))
        }
    }
}

/// Where one wheel's centre lies once it is placed (one render's layout state, read when the
/// rows are drawn).
final class _WheelGeometry: Sendable {
    private let centre = LockedState<CGFloat?>(nil)
    /// The wheel's centre, set by its layout and read by its rows' projection.
    var centreY: CGFloat? {
        get { centre.withLock { $0 } }
        set { centre.withLock { $0 = newValue } }
    }
}

/// A wheel row drawn on the picker's cylinder (docs/controls.md §5.3): UIPickerView lays its rows on
/// a drum whose diameter is 1.07 times the wheel's 216-point height (radius 115.56) and shows
/// it in perspective. A row whose centre lies `s` points from the wheel's centre along the
/// unrolled drum sits at the angle θ = s / r; it is drawn centred `r·sin θ` from the centre,
/// squashed vertically by `cos θ`, and shrunk by the perspective `d / (d + r·(1 − cos θ))`
/// with the eye `d` = 333 points away (Flutter's Cupertino picker, which copies iOS, uses the
/// same 1.07 and 0.003 perspective). So the selected row is unchanged; the rows above and
/// below come closer to it and flatter the farther they are: 32 points away a row is drawn
/// 31.2 points from the centre and 30.4 tall; 96 points away, 76.7 and 19.4 (the perspective
/// scales the offset too). Layout is flat (rows 32 points apart); like any geometric effect,
/// the projection moves where a row is drawn, which `frame(of:)` reports.
nonisolated struct _WheelRowProjection: ViewModifier, GeometryRenderEffectModifier {
    let geometry: _WheelGeometry

    static let radius: CGFloat = 216 * 1.07 / 2
    static let eyeDistance: CGFloat = 1 / 0.003

    var label: String { "wheelRow" }
    /// A primitive modifier has no body.
    func body(content: Content) -> Never { primitiveModifierBody(Self.self) }

    /// The drawn centre offset, vertical squash and perspective scale of a row whose centre
    /// lies `offset` points from the wheel's centre; `nil` beyond a quarter turn (the row is
    /// behind the drum, and already outside the clipped 216-point wheel).
    /// The centre offset is before the perspective scale is applied to it.
    static func projection(ofRowAt offset: CGFloat) -> (centre: CGFloat, squash: CGFloat, scale: CGFloat)? {
        guard offset.isFinite else { return nil }
        let theta = offset / radius
        guard abs(theta) < .pi / 2 else { return nil }
        let scale = eyeDistance / (eyeDistance + radius * (1 - cos(theta)))
        return (radius * sin(theta), cos(theta), scale)
    }

    func drawingTransform(in frame: CGRect) -> CGAffineTransform? {
        guard let centre = geometry.centreY, frame.midY.isFinite,
              let p = Self.projection(ofRowAt: frame.midY - centre), abs(frame.midY - centre) > 0.01 else { return nil }
        return CGAffineTransform(translationX: -frame.midX, y: -frame.midY)
            .concatenating(CGAffineTransform(scaleX: p.scale, y: p.scale * p.squash))
            .concatenating(CGAffineTransform(translationX: frame.midX, y: centre + p.centre * p.scale))
    }

    func displayEffect(in context: EffectContext) -> DisplayList.Effect? {
        drawingTransform(in: context.frame).map { .transform($0) }
    }
}

/// A wheel frozen at rest: the options in 32-point rows with the selected one centred on the
/// grey selection band, the others dimmed (0.45) and drawn on the picker's cylinder
/// (`_WheelRowProjection`); 216 tall (less when a frame asks for less), greedy width, clipped.
nonisolated struct _Wheel: View {
    let selection: AnyHashable
    let options: AnyView
    var body: some View {
        let geometry = _WheelGeometry()
        ZStack {
            RoundedRectangle(cornerRadius: 8).fill(_SystemColor.tertiaryFill)
                .frame(height: 32).padding(.horizontal, 9)
            _WheelLayout(geometry: geometry) {
                options.environment(\._selectionOptionRole, _SelectionOptionRole { tag, content in
                    let selected = tagsMatch(tag, selection)
                    return AnyView(content
                        .font(.system(size: selected ? 23 : 21))
                        .lineLimit(1)
                        .frame(height: 32)
                        .opacity(selected ? 1 : 0.45)
                        .modifier(_WheelRowProjection(geometry: geometry))
                        .layoutValue(key: _WheelSelectedKey.self, value: selected))
                })
            }
        }
        .frame(maxWidth: .infinity)
        .frame(minHeight: 0, idealHeight: 216, maxHeight: 216)
        .clipped()
    }
}
