import Foundation
import BackplateUIKit

extension UITraitCollection {
    /// What every phone preset reports: left-to-right layout, the medium text size, the phone
    /// idiom, and whether it has 3D Touch.
    private static func phone(forceTouch: UIForceTouchCapability, horizontal: UIUserInterfaceSizeClass,
                              vertical: UIUserInterfaceSizeClass) -> UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(forceTouchCapability: forceTouch),
            UITraitCollection(layoutDirection: .leftToRight),
            UITraitCollection(preferredContentSizeCategory: .medium),
            UITraitCollection(userInterfaceIdiom: .phone),
            UITraitCollection(horizontalSizeClass: horizontal),
            UITraitCollection(verticalSizeClass: vertical),
        ])
    }

    /// A phone whose landscape width is compact (the smaller phones): compact × compact in
    /// landscape, compact × regular in portrait.
    private static func smallPhone(_ o: ViewImageConfig.Orientation, forceTouch: UIForceTouchCapability = .available) -> UITraitCollection {
        phone(forceTouch: forceTouch, horizontal: .compact, vertical: o == .landscape ? .compact : .regular)
    }

    /// A phone whose landscape width is regular (the Plus and Max phones): regular × compact
    /// in landscape, compact × regular in portrait.
    private static func largePhone(_ o: ViewImageConfig.Orientation, forceTouch: UIForceTouchCapability = .available) -> UITraitCollection {
        phone(forceTouch: forceTouch, horizontal: o == .landscape ? .regular : .compact, vertical: o == .landscape ? .compact : .regular)
    }

    /// iPhone SE traits in an orientation.
    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { smallPhone(orientation) }
    /// iPhone 8 traits in an orientation.
    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { smallPhone(orientation) }
    /// iPhone 8 Plus traits in an orientation.
    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { largePhone(orientation) }
    /// iPhone X traits in an orientation.
    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { smallPhone(orientation) }
    /// iPhone XR traits in an orientation (no 3D Touch).
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { largePhone(orientation, forceTouch: .unavailable) }
    /// iPhone XS Max traits in an orientation.
    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { largePhone(orientation) }
    /// iPhone 12 traits in an orientation.
    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { smallPhone(orientation) }
    /// iPhone 12 Pro Max traits in an orientation.
    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { largePhone(orientation) }
    /// iPhone 13 traits in an orientation.
    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { smallPhone(orientation) }
    /// iPhone 13 Pro Max traits in an orientation.
    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { largePhone(orientation) }

    private static let iPad = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(verticalSizeClass: .regular), UITraitCollection(userInterfaceIdiom: .pad),
    ])
    private static let iPadCompactSplitView = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular), UITraitCollection(userInterfaceIdiom: .pad),
    ])

    /// iPad mini traits: regular × regular, pad idiom.
    public static let iPadMini = iPad
    /// iPad mini in a narrow split view: compact × regular.
    public static let iPadMini_Compact_SplitView = iPadCompactSplitView
    /// iPad 9.7" traits.
    public static let iPad9_7 = iPad
    /// iPad 9.7" in a narrow split view.
    public static let iPad9_7_Compact_SplitView = iPadCompactSplitView
    /// iPad 10.2" traits.
    public static let iPad10_2 = iPad
    /// iPad 10.2" in a narrow split view.
    public static let iPad10_2_Compact_SplitView = iPadCompactSplitView
    /// iPad Pro 10.5" traits.
    public static let iPadPro10_5 = iPad
    /// iPad Pro 10.5" in a narrow split view.
    public static let iPadPro10_5_Compact_SplitView = iPadCompactSplitView
    /// iPad Pro 11" traits.
    public static let iPadPro11 = iPad
    /// iPad Pro 11" in a narrow split view.
    public static let iPadPro11_Compact_SplitView = iPadCompactSplitView
    /// iPad Pro 12.9" traits.
    public static let iPadPro12_9 = iPad
    /// iPad Pro 12.9" in a narrow split view.
    public static let iPadPro12_9_Compact_SplitView = iPadCompactSplitView
}
