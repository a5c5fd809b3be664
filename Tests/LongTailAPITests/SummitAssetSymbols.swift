import SwiftUI

// What Xcode 15+ generates from the asset catalog (GeneratedAssetSymbols.swift), written out:
// on Linux no build step generates it.
extension ImageResource {
    static let summitBadge = ImageResource(name: "SummitBadge", bundle: .main)
}

extension ColorResource {
    static let summitTeal = ColorResource(name: "SummitTeal", bundle: .main)
}
