import BackplateCore
import Foundation
import Photos

/// How the UIKit-era Photos picker (`PHPickerViewController`) looks and what it lets a person
/// choose. A still render never presents it; the configuration is kept as set.
public struct PHPickerConfiguration: Equatable, Hashable, Sendable {
    /// Which encoding a picker hands over for assets stored in several.
    public enum AssetRepresentationMode: Int, Equatable, Hashable, Sendable {
        /// The system decides.
        case automatic = 0
        /// The encoding the asset is stored in.
        case current = 1
        /// The most compatible encoding.
        case compatible = 2
    }

    /// How a multiple-selection picker orders and commits the selection.
    public enum Selection: Int, Equatable, Hashable, Sendable {
        /// Unordered, committed when the person confirms.
        case `default` = 0
        /// In the order chosen, committed when the person confirms.
        case ordered = 1
        /// Committed as the person chooses.
        case continuous = 2
        /// Ordered and committed as the person chooses.
        case continuousAndOrdered = 3
    }

    /// Changes to a presented picker's configuration (`updatePicker(using:)`).
    public struct Update: Equatable, Hashable, Sendable {
        /// A new selection limit, if set.
        public var selectionLimit: Int?
        /// No changes.
        public init() {}
    }

    /// Which encoding the picker hands over (`.automatic` by default).
    public var preferredAssetRepresentationMode: AssetRepresentationMode = .automatic
    /// How the selection is ordered and committed (`.default`).
    public var selection: Selection = .default
    /// The most items a person may choose: 1 by default, 0 for no limit.
    public var selectionLimit = 1
    /// The kinds of assets shown (all when nil).
    public var filter: PHPickerFilter?
    /// The assets chosen when the picker opens (needs a photo library).
    public var preselectedAssetIdentifiers: [String] = []
    /// Full or compact (`.default`).
    public var mode: PHPickerMode = .default
    /// The picker's features to turn off (none by default).
    public var disabledCapabilities: PHPickerCapabilities = []

    /// A configuration with no photo library: results carry no asset identifiers.
    public init() {}
    /// A configuration reading a photo library: results carry asset identifiers.
    public init(photoLibrary: PHPhotoLibrary) {}
}

/// Whether a Photos picker is full-size or compact (one row).
public struct PHPickerMode: Hashable, Sendable {
    let rawValue: Int
    /// The full picker.
    public static let `default` = PHPickerMode(rawValue: 0)
    /// A single scrolling row.
    public static let compact = PHPickerMode(rawValue: 1)
}

/// Features of the Photos picker that can be turned off: search, the staging area, collection
/// navigation, selection actions, the sensitive-content intervention.
public struct PHPickerCapabilities: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Capabilities from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The search bar.
    public static let search = PHPickerCapabilities(rawValue: 1 << 0)
    /// The staging area of chosen items.
    public static let stagingArea = PHPickerCapabilities(rawValue: 1 << 1)
    /// Navigation between collections.
    public static let collectionNavigation = PHPickerCapabilities(rawValue: 1 << 2)
    /// The selection actions (select all, deselect).
    public static let selectionActions = PHPickerCapabilities(rawValue: 1 << 3)
    /// The warning over sensitive content.
    public static let sensitivityAnalysisIntervention = PHPickerCapabilities(rawValue: 1 << 4)
}

/// Photos' Live Photo moves as data of the Live Photo bundle type (none to load in a render);
/// SwiftUI's PhotosUI overlay declares this conformance, as here.
extension PHLivePhoto: Transferable {
    /// The Live Photo bundle type; exporting gives empty data and importing an empty Live Photo.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: UTType(exportedAs: "com.apple.live-photo-bundle"),
                           exporting: { (_: PHLivePhoto) in Data() }, importing: { _ in PHLivePhoto() })
    }
}
