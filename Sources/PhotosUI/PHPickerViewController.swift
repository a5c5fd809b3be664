import BackplateCore
import BackplateUIKit
import Foundation

/// The UIKit-era Photos picker. A still render never presents a view controller, so it is
/// never shown and its delegate is never called; the configuration is kept.
open class PHPickerViewController: UIViewController {
    /// The configuration the picker was made with (updates change its selection limit).
    open private(set) var configuration: PHPickerConfiguration
    /// The object told what the person picked (never, in a render).
    open weak var delegate: (any PHPickerViewControllerDelegate)?

    /// A picker with a configuration.
    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }
    /// A picker from an archive: the default configuration (there is no storyboard on Linux).
    public required init?(coder: NSCoder) {
        configuration = PHPickerConfiguration()
        super.init(coder: coder)
    }

    /// Applies changes to the configuration (its selection limit, if the update sets one).
    open func updatePicker(using configuration: PHPickerConfiguration.Update) {
        if let limit = configuration.selectionLimit { self.configuration.selectionLimit = limit }
    }
}

/// What a Photos picker tells about the person's choice.
public protocol PHPickerViewControllerDelegate: AnyObject {
    /// The person finished picking (never called in a render).
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// One item a person picked in a `PHPickerViewController`.
public struct PHPickerResult: Equatable, Hashable {
    /// The provider that loads the item's data.
    public let itemProvider: NSItemProvider
    /// The asset's identifier, when the picker read a photo library.
    public let assetIdentifier: String?
}
