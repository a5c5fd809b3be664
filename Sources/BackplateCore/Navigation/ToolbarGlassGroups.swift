import Foundation

/// One glass capsule of an iOS 26 bar: adjacent toolbar items of one side share a capsule, as
/// iOS 26 groups them (LoopKit/Loop#2504: five bottom items on one glass background until a
/// spacer item splits it); a `ToolbarSpacer` or a confirming action starts a new capsule.
struct ToolbarGlassGroup {
    var views: [AnyView]
    /// An enabled `.confirmationAction` item: a capsule of its own, filled with the tint,
    /// label white (disabled, it is a plain glass capsule of its own, its label grey).
    var prominent = false
    /// A `.status` item of the bottom toolbar: drawn as given, without glass.
    var plain = false
    /// A flexible `ToolbarSpacer` came before this group (in the bottom toolbar it pushes the
    /// groups apart; in the navigation bar's sides it takes no room).
    var flexibleBefore = false

    /// The groups of `entries`, in order: items run together until a spacer, a confirming
    /// action or a status item.
    static func groups(of entries: [ToolbarEntry]) -> [ToolbarGlassGroup] {
        var result: [ToolbarGlassGroup] = []
        var current: [AnyView] = []
        var flexible = false
        func flush() {
            guard !current.isEmpty else { return }
            result.append(ToolbarGlassGroup(views: current, flexibleBefore: flexible))
            current = []
            flexible = false
        }
        for entry in entries {
            if let spacer = entry.spacer {
                flush()
                if spacer == .flexible { flexible = true }
            } else if entry.placement == .confirmationAction || entry.confirms || entry.placement.slot == .status {
                flush()
                let view = entry.placement.slot == .status ? entry.view : glassView(entry)
                let confirming = entry.placement == .confirmationAction || entry.confirms
                result.append(ToolbarGlassGroup(views: [view], prominent: confirming && entry.enabled,
                                                plain: entry.placement.slot == .status, flexibleBefore: flexible))
                flexible = false
            } else {
                current.append(glassView(entry))
            }
        }
        flush()
        return result
    }

    /// An entry's view as its capsule holds it: a text item padded wider than a symbol.
    static func glassView(_ entry: ToolbarEntry) -> AnyView {
        entry.textLabel ? AnyView(entry.view.padding(.horizontal, _GlassToolbarCapsule.textPadding)) : entry.view
    }
}

/// iOS 26 bar items: each group on its own glass capsule, groups 8 points apart (an estimate).
/// With `expandsFlexibleSpace` (the bottom toolbar) a flexible spacer's gap grows.
nonisolated struct _GlassToolbarGroups: View {
    let groups: [ToolbarGlassGroup]
    var expandsFlexibleSpace = false

    static let gap: CGFloat = 8

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<groups.count, id: \.self) { i in
                if i > 0 {
                    if expandsFlexibleSpace && groups[i].flexibleBefore {
                        Spacer(minLength: Self.gap)
                    } else {
                        Color.clear.frame(width: Self.gap, height: 0)
                    }
                }
                _GlassToolbarCapsule(group: groups[i])
            }
        }
    }
}

/// One group of bar items on glass (iOS 26): items side by side, each padded 6 points on both
/// sides and at least 44 × 44 (a lone symbol sits in a 44-point circle; a pill is its label's
/// width plus 12 points, 44 tall: NativePHP/mobile-air#442, measured on iOS 26). Glyphs and
/// text take the primary colour; a confirming action is white on a tinted capsule. A plain
/// glass capsule flips to the other scheme over content of the other brightness, as the tab
/// bar does (`_adaptingToBackdrop`).
nonisolated struct _GlassToolbarCapsule: View {
    let group: ToolbarGlassGroup

    static let height: CGFloat = 44
    static let itemPadding: CGFloat = 6
    /// What a text item adds on each side beyond `itemPadding`: iOS 26.4 draws Home Assistant's
    /// "Reset" on a pill 75.33 wide (its ink 39.67), 44 tall.
    static let textPadding: CGFloat = 11

    var body: some View {
        if group.plain {
            HStack(spacing: 8) { ForEach(0..<group.views.count, id: \.self) { group.views[$0] } }
        } else if group.prominent {
            capsule
        } else {
            capsule._adaptingToBackdrop()
        }
    }

    private var capsule: some View {
        HStack(spacing: 0) {
                ForEach(0..<group.views.count, id: \.self) { i in
                    group.views[i]
                        .padding(.horizontal, Self.itemPadding)
                        .frame(minWidth: Self.height, minHeight: Self.height)
                }
            }
            .labelStyle(.iconOnly)
            .transformEnvironment(\.self) { environment in
                environment.setForegroundStyles([group.prominent ? AnyShapeStyle(Color.white) : AnyShapeStyle(Color.primary)],
                                                isBarDefault: true)
            }
            .background {
                if group.prominent {
                    _GlassSurface(glass: .regular, shape: AnyShape(Capsule()), fill: AnyShapeStyle(.tint))
                } else {
                    _GlassSurface(glass: .regular, shape: AnyShape(Capsule()))
                }
            }
    }
}

/// The iOS 26 back button: the chevron alone on a 44-point glass circle at the bar's leading
/// margin, in the primary colour (the previous screen's title is not shown; an estimate from
/// iOS 26's system apps, with the 44-point circle of NativePHP/mobile-air#442). It flips with
/// its backdrop's brightness, as the tab bar does.
nonisolated struct _GlassBackButton: View {
    let title: Text
    var body: some View {
        circle._adaptingToBackdrop()
    }

    private var circle: some View {
        Image(systemName: "chevron.left").font(.system(size: 20, weight: .semibold)).symbolFrameHugsInk()
            .accessibilityHidden(true)
            .frame(width: _GlassToolbarCapsule.height, height: _GlassToolbarCapsule.height)
            .foregroundStyle(Color.primary)
            .background { _GlassSurface(glass: .regular, shape: AnyShape(Circle())) }
            // UIKit's back button: "Back Button.", known to Voice Control as its title and "Back".
            .modifier(AccessibilityAttachmentModifier.control([.isButton, .backButton], label: title.plainString))
            .accessibilityInputLabels(title.plainString == "Back" ? ["Back"] : [title.plainString, "Back"])
    }
}

/// The iOS 26 bottom toolbar: its groups on glass capsules 44 points tall at the bar margins,
/// flexible spacers pushing groups apart; without one, the groups are centred (an estimate).
nonisolated struct _GlassBottomToolbarView: View {
    let items: [ToolbarEntry]
    var body: some View {
        let groups = ToolbarGlassGroup.groups(of: items)
        let centred = !groups.dropFirst().contains { $0.flexibleBefore }
        _SystemMarginLayout(bar: true) {
            HStack(spacing: 0) {
                if centred { Spacer(minLength: 0) }
                _GlassToolbarGroups(groups: groups, expandsFlexibleSpace: true)
                if centred { Spacer(minLength: 0) }
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: 44)
    }
}
