import Foundation
import Backplate

/// The iPhone the app-file suites render on (iPhone 15/16, iOS 26): a 393 × 852 point screen
/// with the status bar's 59 points on top and the home indicator's 34 at the bottom.
public enum PhoneCanvas {
    /// The screen, proposed to the root view.
    public static let size = ProposedViewSize(width: 393, height: 852)
    /// The screen's safe-area insets.
    public static let safeArea = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
}
