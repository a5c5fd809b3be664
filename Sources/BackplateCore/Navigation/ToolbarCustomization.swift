import Foundation

// Toolbar customization (people rearranging a toolbar, iPadOS and macOS): an iPhone's toolbar is
// not customizable and a still render shows each toolbar as declared, so nothing drawn changes.

/// Whether people can move or remove a customizable toolbar item.
public struct ToolbarCustomizationBehavior: Equatable, Sendable {
    let name: String
    /// The item can be moved and removed.
    public static let `default` = ToolbarCustomizationBehavior(name: "default")
    /// The item can be moved but not removed.
    public static let reorderable = ToolbarCustomizationBehavior(name: "reorderable")
    /// The item can be neither moved nor removed.
    public static let disabled = ToolbarCustomizationBehavior(name: "disabled")
}

/// Options for a customizable toolbar item's default placement.
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates options from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The item stays in the overflow menu when removed from the toolbar.
    public static let alwaysAvailable = ToolbarCustomizationOptions(rawValue: 1 << 0)
}

nonisolated extension CustomizableToolbarContent {
    /// Sets whether people can move or remove this content. The content is drawn as declared.
    public func customizationBehavior(_ behavior: ToolbarCustomizationBehavior) -> some CustomizableToolbarContent {
        self
    }

    /// Sets whether this content starts in a customizable toolbar (`.hidden`: only in the
    /// customization panel, on iPadOS). An iPhone's toolbar is not customizable: drawn as declared.
    public func defaultCustomization(_ defaultVisibility: Visibility = .automatic,
                                     options: ToolbarCustomizationOptions = []) -> some CustomizableToolbarContent {
        self
    }
}
