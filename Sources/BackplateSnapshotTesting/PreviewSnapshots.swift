import Foundation
import Backplate
import BackplateUIKit
import SnapshotTesting
import Testing

/// One preview drawn for a snapshot: its reference name and image.
public struct PreviewSnapshot {
    /// The preview as the registry found it (name, file and line, settings).
    public let entry: PreviewEntry
    /// The colour scheme it was drawn in.
    public let colorScheme: ColorScheme
    /// The snapshot's name: the preview's name made file-safe, then `light` or `dark`
    /// (`Sizes-light`, `Bakery-swift-12-dark`).
    public let name: String
    /// The picture, as the preview canvas shows it.
    public let image: UIImage
}

/// Snapshots of every `#Preview` and `PreviewProvider` of a module, drawn as their canvases
/// show them: with the layout each declares (device screen, `sizeThatFitsLayout`,
/// `fixedLayout`), its device and orientation, and its colour scheme
/// (`preferredColorScheme`), else both light and dark.
public enum PreviewSnapshots {
    /// Draws every preview registered in the test process by `module` (the module that
    /// declares the previews, as its `#fileID`s name it), in the order of `PreviewCatalog`.
    ///
    /// - Parameters:
    ///   - module: The module whose previews to draw.
    ///   - colorSchemes: The schemes to draw each preview in; `nil`: each preview's own, else
    ///     light and dark.
    ///   - scale: Pixels per point (2 by default, as swift-snapshot-testing's devices).
    ///   - overrides: A device for previews that name none, a Dynamic Type size, a layout direction.
    @MainActor public static func snapshots(ofPreviewsIn module: String, colorSchemes: [ColorScheme]? = nil, scale: CGFloat = 2,
                                            overrides: PreviewOverrides = PreviewOverrides()) -> [PreviewSnapshot] {
        var result: [PreviewSnapshot] = []
        var used: [String: Int] = [:]
        for entry in PreviewCatalog.previews(inModule: module) {
            for scheme in colorSchemes ?? entry.defaultColorSchemes {
                let renderer = entry.renderer(colorScheme: scheme, scale: scale, overrides: overrides)
                renderer.honorsPreferredColorScheme = colorSchemes == nil
                let rendered = (try? renderer.render()) ?? RenderedImage(width: 1, height: 1, scale: 1, rgba: [255, 0, 0, 255])
                var name = "\(fileSafe(entry.displayName))-\(scheme == .dark ? "dark" : "light")"
                used[name, default: 0] += 1
                if let n = used[name], n > 1 { name += "-\(n)" }
                result.append(PreviewSnapshot(entry: entry, colorScheme: scheme, name: name, image: UIImage(renderedImage: rendered)))
            }
        }
        return result
    }

    static func fileSafe(_ name: String) -> String {
        let mapped = name.unicodeScalars.map { $0.isASCII && CharacterSet.alphanumerics.contains($0) ? Character($0) : "-" }
        let text = String(mapped).split(separator: "-").joined(separator: "-")
        return text.isEmpty ? "preview" : String(text.prefix(80))
    }
}

/// Asserts that every `#Preview` and `PreviewProvider` of `module` matches its reference
/// image: one snapshot per preview and colour scheme, named after the preview
/// (`<test>.<preview name>-light.png`), drawn with the traits the preview declares. A team
/// gets snapshot coverage of its previews with one line:
///
/// ```swift
/// @MainActor @Test func previews() {
///     assertSnapshots(ofPreviewsIn: "BakeryApp")
/// }
/// ```
///
/// The comparison, recording (`record:` or `withSnapshotTesting(record:)`) and failure
/// messages and attachments are swift-snapshot-testing's `image` strategy's. A module with no
/// previews is a failure (a misspelt module name would otherwise pass silently).
@MainActor public func assertSnapshots(
    ofPreviewsIn module: String,
    colorSchemes: [ColorScheme]? = nil,
    precision: Float = 1,
    perceptualPrecision: Float = 1,
    scale: CGFloat = 2,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let snapshots = PreviewSnapshots.snapshots(ofPreviewsIn: module, colorSchemes: colorSchemes, scale: scale)
    assertPreviewSnapshots(snapshots, module: module, precision: precision, perceptualPrecision: perceptualPrecision,
                           scale: scale, record: record, fileID: fileID, filePath: filePath, testName: testName,
                           line: line, column: column)
}

/// Asserts each of a module's preview snapshots against its named reference with
/// swift-snapshot-testing's `image` strategy, after the pinned-font check; none is a failure.
@MainActor func assertPreviewSnapshots(
    _ snapshots: [PreviewSnapshot], module: String, precision: Float, perceptualPrecision: Float, scale: CGFloat,
    record: SnapshotTestingConfiguration.Record?, fileID: StaticString, filePath: StaticString, testName: String,
    line: UInt, column: UInt
) {
    SnapshotFontCheck.verify()
    if snapshots.isEmpty {
        Issue.record("no previews found in module \(module)",
                     sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        return
    }
    let strategy = Snapshotting<UIImage, UIImage>.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
    for snapshot in snapshots {
        assertSnapshot(of: snapshot.image, as: strategy, named: snapshot.name, record: record,
                       fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
}
