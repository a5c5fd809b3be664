import Foundation

/// The iOS release whose look Backplate draws. Backplate-only: SwiftUI always draws the look
/// of the system it runs on, so a render names the system it stands for.
///
/// One choice selects a consistent look: the system palette (`Color.blue`, the accent colour,
/// light and dark), bordered button shapes, switches, and inset-grouped list and form geometry.
/// `.iOS26` is the default; pick `.iOS18` for references recorded on iOS 15 to 18. Set it with
/// `.backplateLook(_:)`, `ImageRenderer`'s environment, the snapshot strategies' `look:`
/// argument or `backplate preview --ios 18|26`. The figures for each look and their sources
/// (measured from real iOS renders, or estimated) are listed in docs/pixel-differences.md.
public enum BackplateLook: Hashable, Sendable, CaseIterable {
    /// iOS 18: the look of iOS 15 to 18 (blue (0, 122, 255), rounded-rectangle bordered
    /// buttons, 51 × 31 switches, list cards 20 points in with 10-point corners, 44-point rows).
    case iOS18
    /// iOS 26: blue (0, 136, 255), capsule bordered buttons, 63 × 28 switches, list cards 16
    /// points in with 26-point corners and 51-point rows.
    case iOS26

    /// The look a render draws unless told otherwise: `.iOS26`, the current iOS.
    public static let `default` = BackplateLook.iOS26

    /// The look that replaces `default` for renders started in the current task (nil: none):
    /// the snapshot trait `.backplateLook(_:)` binds it for a test or suite, so every render
    /// in it, direct or through a strategy, draws that look unless its environment sets one.
    package static var pinned: BackplateLook? { PinnedDefaults.current.value(of: BackplateLook.self) }

    /// The current task's pinned defaults with `look` pinned: bind them with
    /// `PinnedDefaults.$current.withValue(BackplateLook.pinning(look)) { ... }`.
    package static func pinning(_ look: BackplateLook) -> PinnedDefaults { PinnedDefaults.current.pinning(look) }

    /// The look for an iOS major version (`18` or `26`; any earlier version draws `.iOS18`,
    /// any later one `.iOS26`), or nil for versions before iOS 13.
    public init?(iOSVersion: Int) {
        switch iOSVersion {
        case 13..<26: self = .iOS18
        case 26...: self = .iOS26
        default: return nil
        }
    }
}

private struct BackplateLookKey: EnvironmentKey {
    static var defaultValue: BackplateLook { BackplateLook.pinned ?? .default }
}

extension EnvironmentValues {
    /// The iOS release whose look Backplate draws (`BackplateLook.default`, `.iOS26`;
    /// Backplate-only, see `BackplateLook`).
    public var backplateLook: BackplateLook {
        get { self[BackplateLookKey.self] }
        set { self[BackplateLookKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws this view with an iOS release's look: palette, control shapes and list geometry
    /// (Backplate-only; see `BackplateLook`).
    public func backplateLook(_ look: BackplateLook) -> some View {
        environment(\.backplateLook, look)
    }
}
