import Testing
import BackplateTestSupport
import Foundation
import Backplate
import SwiftUI
@_spi(PreviewGenerated) @testable import BackplateUIKit
@testable import AppFiles

/// `TidepoolSettingsFile.swift`: a UIKit settings table controller and a compositional-layout
/// gallery hosted in SwiftUI. The table draws its sections, value cells, switch and footer as an
/// inset-grouped list; the gallery its cells at the layout's frames, light and dark.
@MainActor @Suite(.tags(.appFiles, .pixels)) struct TidepoolSettingsTests {
    init() {
        // What `backplate preview` registers for the file's cell class.
        ReusableViewFactories.register(SpotGalleryCell.self) { _ in SpotGalleryCell(frame: .zero) }
    }

    @Test func theSettingsTableAndTheGalleryDrawLightAndDark() throws {
        let previews = PreviewCatalog.previews(inFile: "AppFiles/TidepoolSettingsFile.swift")
        #expect(previews.map(\.displayName) == ["Home", "Settings"])
        let drawn = phoneTexts(TidepoolHomeView())
        let names = drawn.map(\.0)
        for expected in ["Tidepool", "Mavericks", "Steamer Lane", "Linda Mar", "Account", "Home Break", "Ocean Beach", "Units", "Feet",
                         "Alerts", "Swell Alerts", "We'll ping you when the swell tops 4 ft."] {
            #expect(names.contains(expected), "\(expected) in \(names)")
        }
        // Two gallery columns: 10-point section insets, 6-point item insets; the tiles 128 tall.
        let column = (393 - 20) / 2.0
        let tiles = [CGRect(x: 16, y: 6, width: column - 12, height: 128), CGRect(x: 10 + column + 6, y: 6, width: column - 12, height: 128)]
        // The value cell's detail trails its title on the same line.
        let home = try #require(frame(drawn, "Home Break")), beach = try #require(frame(drawn, "Ocean Beach"))
        #expect(abs(home.minY - beach.minY) < 0.01 && beach.minX > 200)
        let gallery = SpotGalleryView(spots: SurfSpot.samples)
        let context = UIViewRepresentableContext<SpotGalleryView>(coordinator: gallery.makeCoordinator(), transaction: Transaction(),
                                                                   environment: EnvironmentValues())
        let collection = gallery.makeUIView(context: context)
        let galleryImage = try renderImage(MadeView(view: collection).frame(width: 393, height: 300))
        #expect(collection.visibleCells.map(\.frame) == tiles + [CGRect(x: 16, y: 146, width: column - 12, height: 128)])
        func rgb(_ color: UIColor, dark: Bool) -> [Int] {
            var components: [Int] = []
            UITraitCollection(userInterfaceStyle: dark ? .dark : .light).performAsCurrent {
                components = (color.cgColor.components ?? []).prefix(3).map { Int(($0 * 255).rounded()) }
            }
            return components
        }
        #expect(close(galleryImage.pixel(x: 30, y: 30), rgb(.systemBlue, dark: false), 2) && close(galleryImage.pixel(x: 220, y: 30), rgb(.systemTeal, dark: false), 2),
                "\(galleryImage.pixel(x: 30, y: 30)) \(galleryImage.pixel(x: 220, y: 30))")
        #expect(galleryImage.pixel(x: 196, y: 30).alpha == 0, "the 12 points between the columns")
        let ((light, dark), warnings) = try RuntimeWarning.collecting {
            try renderPhoneLightAndDark(TidepoolHomeView(), name: "TidepoolSettings")
        }
        #expect(!warnings.contains { $0.contains("Tidepool") || $0.contains("SpotGallery") }, "\(warnings)")
        let scale = Double(light.width) / 393
        func px(_ image: RenderedImage, _ x: Double, _ y: Double) -> RenderedImage.Pixel { image.pixel(x: Int(x * scale), y: Int(y * scale)) }
        let alerts = try #require(frame(drawn, "Swell Alerts"))
        for (image, isDark) in [(light, false), (dark, true)] {
            // The first tile is systemBlue in the appearance's variant; the switch is on (green).
            let title = try #require(frame(drawn, "Tidepool"))
            #expect(close(px(image, 40, title.maxY + 40), rgb(.systemBlue, dark: isDark), 2), "\(px(image, 40, title.maxY + 40))")
            let greens = stride(from: 300.0, to: 393, by: 1).filter { x in
                let p = px(image, x, alerts.midY)
                return Int(p.green) > 170 && Int(p.red) < 90 && Int(p.blue) < 120
            }
            #expect(greens.count > 10, "the switch's green track beside Swell Alerts")
        }
    }
}

/// A view already made, in a representable (the gallery's collection view, kept to read its cells).
private struct MadeView: UIViewRepresentable {
    let view: UICollectionView
    func makeUIView(context: Context) -> UICollectionView { view }
    func updateUIView(_ uiView: UICollectionView, context: Context) {}
}
