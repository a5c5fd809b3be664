import Foundation
import Backplate
import BackplateUIKit

extension ViewImageConfig {
    /// One iPad model: split widths per orientation (a third, a half, two thirds, the full
    /// screen), the screen's short and long sides, which splits have a compact width, and the
    /// safe area (the status bar; the iPad Pro 11" also has a home indicator).
    struct Tablet {
        let shortSide: CGFloat
        let longSide: CGFloat
        let landscapeWidths: (oneThird: CGFloat, oneHalf: CGFloat, twoThirds: CGFloat)
        let portraitWidths: (oneThird: CGFloat, twoThirds: CGFloat)
        let landscapeCompact: Set<Int>  // 0: a third, 1: a half, 2: two thirds
        let safeArea: UIEdgeInsets
        let compactTraits: UITraitCollection
        let regularTraits: UITraitCollection

        func config(_ orientation: TabletOrientation) -> ViewImageConfig {
            let size: CGSize
            let compact: Bool
            switch orientation {
            case .landscape(let split):
                switch split {
                case .oneThird: size = CGSize(width: landscapeWidths.oneThird, height: shortSide); compact = landscapeCompact.contains(0)
                case .oneHalf: size = CGSize(width: landscapeWidths.oneHalf, height: shortSide); compact = landscapeCompact.contains(1)
                case .twoThirds: size = CGSize(width: landscapeWidths.twoThirds, height: shortSide); compact = landscapeCompact.contains(2)
                case .full: size = CGSize(width: longSide, height: shortSide); compact = false
                }
            case .portrait(let split):
                switch split {
                case .oneThird: size = CGSize(width: portraitWidths.oneThird, height: longSide); compact = true
                case .twoThirds: size = CGSize(width: portraitWidths.twoThirds, height: longSide); compact = true
                case .full: size = CGSize(width: shortSide, height: longSide); compact = false
                }
            }
            return ViewImageConfig(safeArea: safeArea, size: size, traits: compact ? compactTraits : regularTraits)
        }

        static func full(_ o: Orientation) -> TabletOrientation {
            o == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
        }
    }

    private static let tabletStatusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)

    static let miniTablet = Tablet(shortSide: 768, longSide: 1024, landscapeWidths: (320, 507, 694), portraitWidths: (320, 438),
                                   landscapeCompact: [0, 1], safeArea: tabletStatusBar,
                                   compactTraits: .iPadMini_Compact_SplitView, regularTraits: .iPadMini)
    static let tenPointTwoTablet = Tablet(shortSide: 810, longSide: 1080, landscapeWidths: (320, 535, 750), portraitWidths: (320, 480),
                                          landscapeCompact: [0, 1], safeArea: tabletStatusBar,
                                          compactTraits: .iPad10_2_Compact_SplitView, regularTraits: .iPad10_2)
    static let tenPointFiveTablet = Tablet(shortSide: 834, longSide: 1112, landscapeWidths: (320, 551, 782), portraitWidths: (320, 504),
                                           landscapeCompact: [0, 1], safeArea: tabletStatusBar,
                                           compactTraits: .iPadPro10_5_Compact_SplitView, regularTraits: .iPadPro10_5)
    static let elevenTablet = Tablet(shortSide: 834, longSide: 1194, landscapeWidths: (375, 592, 809), portraitWidths: (320, 504),
                                     landscapeCompact: [0, 1], safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                                     compactTraits: .iPadPro11_Compact_SplitView, regularTraits: .iPadPro11)
    static let twelvePointNineTablet = Tablet(shortSide: 1024, longSide: 1366, landscapeWidths: (375, 678, 981), portraitWidths: (375, 639),
                                              landscapeCompact: [0], safeArea: tabletStatusBar,
                                              compactTraits: .iPadPro12_9_Compact_SplitView, regularTraits: .iPadPro12_9)

    /// iPad mini, landscape, full screen: 1024×768, 20-point status bar.
    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    /// iPad mini, full screen, in an orientation.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { miniTablet.config(Tablet.full(orientation)) }
    /// iPad mini in an orientation and split view (landscape 320/507/694/1024 wide, portrait 320/438/768).
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig { miniTablet.config(orientation) }

    /// iPad 9.7": the same screen as iPad mini.
    public static let iPad9_7 = iPadMini
    /// iPad 9.7", full screen, in an orientation.
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    /// iPad 9.7" in an orientation and split view.
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }

    /// iPad 10.2", landscape, full screen: 1080×810.
    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    /// iPad 10.2", full screen, in an orientation.
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { tenPointTwoTablet.config(Tablet.full(orientation)) }
    /// iPad 10.2" in an orientation and split view (landscape 320/535/750/1080 wide, portrait 320/480/810).
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig { tenPointTwoTablet.config(orientation) }

    /// iPad Pro 10.5", landscape, full screen: 1112×834.
    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    /// iPad Pro 10.5", full screen, in an orientation.
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { tenPointFiveTablet.config(Tablet.full(orientation)) }
    /// iPad Pro 10.5" in an orientation and split view (landscape 320/551/782/1112 wide, portrait 320/504/834).
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig { tenPointFiveTablet.config(orientation) }

    /// iPad Pro 11", landscape, full screen: 1194×834, safe area 24 top, 20 bottom.
    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    /// iPad Pro 11", full screen, in an orientation.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { elevenTablet.config(Tablet.full(orientation)) }
    /// iPad Pro 11" in an orientation and split view (landscape 375/592/809/1194 wide, portrait 320/504/834).
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig { elevenTablet.config(orientation) }

    /// iPad Pro 12.9", landscape, full screen: 1366×1024.
    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    /// iPad Pro 12.9", full screen, in an orientation.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { twelvePointNineTablet.config(Tablet.full(orientation)) }
    /// iPad Pro 12.9" in an orientation and split view (landscape 375/678/981/1366 wide, portrait 375/639/1024;
    /// only a third of the landscape screen is compact).
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig { twelvePointNineTablet.config(orientation) }
}
