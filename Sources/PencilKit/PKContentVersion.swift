import Foundation

/// Which generation of PencilKit's inks a drawing, ink or tool needs (iOS 17+). Backplate reads
/// every version, as the newest iOS does.
public enum PKContentVersion: Int, Hashable, Sendable, CaseIterable {
    /// Pen, pencil and marker: the inks of iOS 14.
    case version1 = 1
    /// Adds monoline, fountain pen, watercolor and crayon (iOS 17).
    case version2 = 2
    /// Adds barrel-roll angles in inks (iOS 17.5).
    case version3 = 3
    /// Adds the reed pen (iOS 26).
    case version4 = 4

    /// The newest version, which allows every ink.
    public static var latest: PKContentVersion { .version4 }
}
