import Foundation
import Backplate
import BackplateUIKit
import SnapshotTesting

/// Every combination of a set of devices, colour schemes, Dynamic Type sizes, layout directions
/// and locales, each a named snapshot variant: one `assertSnapshots` call records and verifies
/// them all, as `<test>.<variant>.png`.
///
/// swift-snapshot-testing has no matrix of its own; its `assertSnapshots(of:as:)` takes a
/// dictionary of named strategies, which `images(...)` and `layoutTrees(...)` make:
///
/// ```swift
/// let matrix = BackplateSnapshotMatrix(colorSchemes: [.light, .dark],
///                                      dynamicTypeSizes: [.large, .accessibility3],
///                                      layoutDirections: [.leftToRight, .rightToLeft])
/// assertSnapshots(of: ProfileCard(user: .sample), as: matrix.images(layout: .device(config: .iPhone13)))
/// // profileCard.light-large-ltr.png, profileCard.dark-accessibility3-rtl.png ... (8 files)
/// ```
///
/// `assertSnapshots(ofPreviewsIn:matrix:)` draws every preview of a module in every variant.
/// A dimension left empty is not varied and not named; with every dimension empty there is
/// one variant, `default`. Each variant's traits are merged over the `traits:` argument, and
/// its locale reaches the environment, so `Text` formats numbers and dates in it.
public struct BackplateSnapshotMatrix: Sendable {
    /// A device to snapshot on: a name for the file (and, for previews, the Xcode device name
    /// given to previews that name none) and the swift-snapshot-testing configuration that
    /// sets its canvas, safe area and traits for views.
    public struct Device: Sendable {
        /// The device's name, as Xcode names simulators (`"iPhone 13"`).
        public var name: String
        /// The canvas, safe area and traits a view is snapshotted with.
        public var config: ViewImageConfig

        /// Creates a device from its name and configuration.
        public init(_ name: String, config: ViewImageConfig) {
            self.name = name
            self.config = config
        }

        /// iPhone 13 (390 × 844 pt).
        public static let iPhone13 = Device("iPhone 13", config: .iPhone13)
        /// iPhone 13 mini (375 × 812 pt).
        public static let iPhone13Mini = Device("iPhone 13 mini", config: .iPhone13Mini)
        /// iPhone 13 Pro Max (428 × 926 pt).
        public static let iPhone13ProMax = Device("iPhone 13 Pro Max", config: .iPhone13ProMax)
        /// iPhone SE (2nd generation), iPhone 8's screen (375 × 667 pt).
        public static let iPhoneSE = Device("iPhone SE (2nd generation)", config: .iPhone8)
    }

    /// One combination: its name and the value of each varied dimension (`nil`: not varied).
    public struct Variant: Sendable {
        /// The variant's part of the reference name (`iPhone-13-dark-accessibility3-rtl-ar_EG`).
        public let name: String
        /// The device whose canvas the view is drawn on.
        public let device: Device?
        /// The colour scheme (`userInterfaceStyle`), which also picks the opaque background.
        public let colorScheme: ColorScheme?
        /// The Dynamic Type size (`preferredContentSizeCategory`).
        public let dynamicTypeSize: DynamicTypeSize?
        /// The layout direction; right-to-left mirrors the layout.
        public let layoutDirection: LayoutDirection?
        /// The locale text formats numbers and dates in.
        public let locale: Locale?

        /// The `traits:` argument with this variant's colour scheme, layout direction and
        /// Dynamic Type size laid over it.
        func traits(over base: UITraitCollection) -> UITraitCollection {
            var layers = [base]
            if let colorScheme { layers.append(UITraitCollection(userInterfaceStyle: colorScheme == .dark ? .dark : .light)) }
            if let layoutDirection {
                layers.append(UITraitCollection(layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight))
            }
            if let dynamicTypeSize { layers.append(UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(dynamicTypeSize))) }
            return UITraitCollection(traitsFrom: layers)
        }
    }

    /// The devices to snapshot on (empty: the `layout:` argument's canvas).
    public var devices: [Device]
    /// The colour schemes (light and dark by default).
    public var colorSchemes: [ColorScheme]
    /// The Dynamic Type sizes.
    public var dynamicTypeSizes: [DynamicTypeSize]
    /// The layout directions.
    public var layoutDirections: [LayoutDirection]
    /// The locales.
    public var locales: [Locale]

    /// Creates a matrix; only light and dark vary unless other dimensions are given.
    public init(devices: [Device] = [], colorSchemes: [ColorScheme] = [.light, .dark], dynamicTypeSizes: [DynamicTypeSize] = [],
                layoutDirections: [LayoutDirection] = [], locales: [Locale] = []) {
        self.devices = devices
        self.colorSchemes = colorSchemes
        self.dynamicTypeSizes = dynamicTypeSizes
        self.layoutDirections = layoutDirections
        self.locales = locales
    }

    /// Every combination, devices varying slowest and locales fastest.
    public var variants: [Variant] {
        func values<T>(_ list: [T]) -> [T?] { list.isEmpty ? [nil] : list.map(Optional.some) }
        var out: [Variant] = []
        for device in values(devices) {
            for scheme in values(colorSchemes) {
                for size in values(dynamicTypeSizes) {
                    for direction in values(layoutDirections) {
                        for locale in values(locales) {
                            let parts: [String?] = [device.map { Self.fileSafe($0.name) }, scheme.map { $0 == .dark ? "dark" : "light" },
                                                    size.map { "\($0)" }, direction.map { $0 == .rightToLeft ? "rtl" : "ltr" },
                                                    locale.map { Self.fileSafe($0.identifier) }]
                            let name = parts.compactMap { $0 }.joined(separator: "-")
                            out.append(Variant(name: name.isEmpty ? "default" : name, device: device, colorScheme: scheme,
                                               dynamicTypeSize: size, layoutDirection: direction, locale: locale))
                        }
                    }
                }
            }
        }
        return out
    }

    /// Letters, digits and `_` kept; runs of anything else become one `-`.
    static func fileSafe(_ text: String) -> String {
        let mapped = String(text.unicodeScalars.map { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "_") ? Character($0) : "-" })
        return mapped.split(separator: "-").joined(separator: "-")
    }

    /// The host of one variant: its device's canvas (else `layout`), traits and locale.
    func host(_ variant: Variant, layout: SwiftUISnapshotLayout, traits: UITraitCollection) -> SnapshotHost {
        var host = SnapshotHost(layout: variant.device.map { .device(config: $0.config) } ?? layout, traits: variant.traits(over: traits))
        host.locale = variant.locale
        return host
    }

    /// One image strategy per variant, keyed by variant name, for `assertSnapshots(of:as:)`;
    /// the parameters are those of `Snapshotting.image(...)`, applied to every variant.
    public func images<V: View>(precision: Float = 1, perceptualPrecision: Float = 1, layout: SwiftUISnapshotLayout = .sizeThatFits,
                                traits: UITraitCollection = .init()) -> [String: Snapshotting<V, UIImage>] {
        var out: [String: Snapshotting<V, UIImage>] = [:]
        for variant in variants {
            out[variant.name] = .image(precision: precision, perceptualPrecision: perceptualPrecision, host: host(variant, layout: layout, traits: traits))
        }
        return out
    }

    /// One layout-tree strategy per variant, keyed by variant name (see `Snapshotting.layoutTree(layout:traits:)`).
    public func layoutTrees<V: View>(layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init()) -> [String: Snapshotting<V, String>] {
        var out: [String: Snapshotting<V, String>] = [:]
        for variant in variants {
            out[variant.name] = .layoutTree(host: host(variant, layout: layout, traits: traits))
        }
        return out
    }
}
