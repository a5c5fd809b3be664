import Testing
import BackplateTestSupport
import Foundation
import Backplate
import SwiftUI
@_spi(PreviewGenerated) @testable import BackplateUIKit
@testable import AppFiles

/// `ParcelTrackerFile.swift`: a UIKit list (compositional list layout, diffable data source,
/// cell registrations) in SwiftUI navigation, its cells built from stack views around a
/// badge container sized by the constraints inside it, its collection view sized by its
/// autoresizing mask; light and dark.
@MainActor @Suite(.tags(.appFiles, .pixels)) struct ParcelTrackerTests {
    init() {
        // What `backplate preview` registers for the file's cell class.
        ReusableViewFactories.register(ShipmentCell.self) { _ in ShipmentCell(frame: .zero) }
    }

    @Test func theShipmentListDrawsItsStackedCellsLightAndDark() throws {
        let previews = PreviewCatalog.previews(inFile: "AppFiles/ParcelTrackerFile.swift")
        #expect(previews.map(\.displayName) == ["Parcels"])
        let ((light, dark), warnings) = try RuntimeWarning.collecting {
            try renderPhoneLightAndDark(ParcelHomeView(), name: "ParcelTracker")
        }
        #expect(warnings.isEmpty, "\(warnings)")
        // The badges' fills: systemOrange, systemBlue and systemGray in each appearance's variant.
        func count(_ image: RenderedImage, _ color: UIColor, dark: Bool) -> Int {
            var rgb: [Int] = []
            UITraitCollection(userInterfaceStyle: dark ? .dark : .light).performAsCurrent {
                rgb = (color.cgColor.components ?? []).prefix(3).map { Int(($0 * 255).rounded()) }
            }
            var found = 0
            for y in stride(from: 0, to: image.height, by: 2) {
                for x in stride(from: image.width / 2, to: image.width, by: 2) where close(image.pixel(x: x, y: y), rgb, 2) { found += 1 }
            }
            return found
        }
        for (image, isDark) in [(light, false), (dark, true)] {
            for color in [UIColor.systemOrange, .systemBlue, .systemGray] {
                #expect(count(image, color, dark: isDark) > 150, "\(color) badge, dark \(isDark): \(count(image, color, dark: isDark))")
            }
        }
    }

    @Test func aShipmentCellsStacksTakeUIKitsFrames() throws {
        let controller = ShipmentsViewController(shipments: Shipment.samples)
        _ = try renderImage(MadeController(controller: controller).frame(width: 393, height: 700))
        let collection = try #require(controller.view.subviews.first as? UICollectionView)
        // The collection view follows its flexible mask to the controller view's size.
        #expect(collection.frame == CGRect(x: 0, y: 0, width: 393, height: 700), "\(collection.frame)")
        let cells = collection.visibleCells.compactMap { $0 as? ShipmentCell }
        #expect(cells.count == 4)
        let first = try #require(cells.first), delivered = try #require(cells.last)
        let row = try #require(first.contentView.subviews.first as? UIStackView)
        let (icon, texts, badge) = (row.arrangedSubviews[0], try #require(row.arrangedSubviews[1] as? UIStackView), row.arrangedSubviews[2])
        let badgeLabel = try #require(badge.subviews.first as? UILabel)
        // Pinned to the content view's margins: 16 across, 11 down.
        #expect(row.frame.minX == 16 && row.frame.minY == 11 && row.frame.width == first.contentView.bounds.width - 32, "\(row.frame)")
        // The badge is its label plus 8 across and 3 down, at the stack's end; the icon 30 wide.
        let label = badgeLabel.intrinsicContentSize
        #expect(abs(badge.frame.width - (label.width + 16)) < 0.01 && abs(badge.frame.height - (label.height + 6)) < 0.01, "\(badge.frame)")
        #expect(abs(badge.frame.maxX - row.bounds.width) < 0.01 && badgeLabel.frame.origin == CGPoint(x: 8, y: 3), "\(badge.frame) \(badgeLabel.frame)")
        #expect(icon.frame.width == 30 && icon.frame.minX == 0)
        // The texts fill between them, 12 from each; the two-line detail makes the stack and row taller.
        #expect(abs(texts.frame.minX - 42) < 0.01 && abs(texts.frame.maxX - (badge.frame.minX - 12)) < 0.01, "\(texts.frame)")
        let title = texts.arrangedSubviews[0], detail = texts.arrangedSubviews[1]
        #expect(detail.frame.height > title.frame.height * 1.5, "two lines: \(detail.frame) under \(title.frame)")
        #expect(abs(texts.frame.height - (title.frame.height + 2 + detail.frame.height)) < 0.01 && abs(row.frame.height - texts.frame.height) < 0.01)
        #expect(abs(first.contentView.bounds.height - (11 + row.frame.height + 11)) < 0.01, "\(first.contentView.bounds)")
        // A delivered shipment hides its badge: the texts run to the stack's end.
        let deliveredRow = try #require(delivered.contentView.subviews.first as? UIStackView)
        #expect(abs(deliveredRow.arrangedSubviews[1].frame.maxX - deliveredRow.bounds.width) < 0.01, "\(deliveredRow.arrangedSubviews[1].frame)")
    }
}

/// A controller already made, in a representable (kept to read its cells).
private struct MadeController: UIViewControllerRepresentable {
    let controller: ShipmentsViewController
    func makeUIViewController(context: Context) -> ShipmentsViewController { controller }
    func updateUIViewController(_ controller: ShipmentsViewController, context: Context) {}
}
