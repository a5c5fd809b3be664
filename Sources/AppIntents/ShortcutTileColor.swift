import Foundation

/// The colors of an app's shortcut tiles in the Shortcuts app. A render shows no Shortcuts
/// app, so the color is only held.
public enum ShortcutTileColor: Hashable, Sendable {
    /// Blue.
    case blue
    /// Grape.
    case grape
    /// Grayish blue.
    case grayBlue
    /// Grayish brown.
    case grayBrown
    /// Grayish green.
    case grayGreen
    /// Light blue.
    case lightBlue
    /// Lime.
    case lime
    /// Navy blue.
    case navy
    /// Orange.
    case orange
    /// Pink.
    case pink
    /// Purple.
    case purple
    /// Red.
    case red
    /// Tangerine.
    case tangerine
    /// Teal.
    case teal
    /// Yellow.
    case yellow
}
