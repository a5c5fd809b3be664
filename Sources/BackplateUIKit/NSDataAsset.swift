import Foundation
import BackplateCore

/// The name of a data set in an asset catalog.
public typealias NSDataAssetName = String

/// A data set from an asset catalog (UIKit's `NSDataAsset`): a JSON file, a sound, any file an
/// app keeps in its catalog, found in the catalogs `Image("name")` searches.
open class NSDataAsset: NSObject, NSCopying {
    /// The set's name.
    public let name: NSDataAssetName
    /// The file's bytes.
    public let data: Data
    /// The file's uniform type identifier, as the set declares it (`public.data` when it does not).
    public let typeIdentifier: String

    /// The data set `name` from the app's catalogs; `nil` when none has it (with a runtime
    /// warning, which iOS does not give) or its file cannot be read.
    public convenience init?(name: NSDataAssetName) {
        self.init(name: name, bundle: .main)
    }

    /// The data set `name` from `bundle`'s catalogs (and the registered ones); `nil` when none
    /// has it or its file cannot be read.
    public init?(name: NSDataAssetName, bundle: Bundle) {
        guard let file = AssetCatalog.dataFile(named: name, bundle: bundle),
              let data = try? Data(contentsOf: file.url, options: .mappedIfSafe) else {
            RuntimeWarning.emit("NSDataAsset(name: \"\(name)\"): no asset catalog has this data set; nil")
            return nil
        }
        self.name = name
        self.data = data
        self.typeIdentifier = file.typeIdentifier
        super.init()
    }

    /// The asset itself: it cannot change.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
