import Foundation
import UIKit

// A Core Data-era helper kept by SwiftData apps: a value transformer between UIImage and JPEG
// data, registered by name, its work wrapped in autorelease pools. The file imports only
// Foundation and UIKit, as on iOS, where both names come from Foundation and Objective-C.

final class CardImageTransformer: ValueTransformer {
    static let name = NSValueTransformerName(rawValue: "CardImageTransformer")

    override class func transformedValueClass() -> AnyClass { NSData.self }

    override class func allowsReverseTransformation() -> Bool { true }

    override func transformedValue(_ value: Any?) -> Any? {
        autoreleasepool {
            guard let image = value as? UIImage else { return nil }
            return image.pngData()
        }
    }

    override func reverseTransformedValue(_ value: Any?) -> Any? {
        autoreleasepool {
            guard let data = value as? Data else { return nil }
            return UIImage(data: data)
        }
    }

    static func register() {
        ValueTransformer.setValueTransformer(CardImageTransformer(), forName: name)
    }
}
