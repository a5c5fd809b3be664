import Foundation
import Backplate
import BackplateUIKit
import SnapshotTesting
import Testing

extension PreviewSnapshots {
    /// Draws every preview registered by `module` in every variant of `matrix`, named
    /// `<preview name>-<variant>` (`Sizes-dark-accessibility3`). A variant's device is given to
    /// previews that name none (`PreviewDevice(rawValue: device.name)`); its Dynamic Type size,
    /// layout direction and locale reach each preview's environment; without a colour-scheme
    /// dimension each preview is drawn in its own scheme (else light).
    @MainActor public static func snapshots(ofPreviewsIn module: String, matrix: BackplateSnapshotMatrix, scale: CGFloat = 2) -> [PreviewSnapshot] {
        var result: [PreviewSnapshot] = []
        var used: [String: Int] = [:]
        for entry in PreviewCatalog.previews(inModule: module) {
            for variant in matrix.variants {
                let overrides = PreviewOverrides(device: variant.device.map { PreviewDevice(rawValue: $0.name) },
                                                 dynamicTypeSize: variant.dynamicTypeSize, layoutDirection: variant.layoutDirection)
                let scheme = variant.colorScheme ?? entry.defaultColorSchemes.first ?? .light
                let renderer = entry.renderer(colorScheme: scheme, scale: scale, overrides: overrides)
                if let locale = variant.locale { renderer.environment.locale = locale }
                let rendered = (try? renderer.render()) ?? RenderedImage(width: 1, height: 1, scale: 1, rgba: [255, 0, 0, 255])
                var name = "\(fileSafe(entry.displayName))-\(variant.name)"
                used[name, default: 0] += 1
                if let n = used[name], n > 1 { name += "-\(n)" }
                result.append(PreviewSnapshot(entry: entry, colorScheme: scheme, name: name, image: UIImage(renderedImage: rendered)))
            }
        }
        return result
    }
}

/// Asserts that every `#Preview` and `PreviewProvider` of `module` matches its reference in
/// every variant of `matrix`: one snapshot per preview and variant, named
/// `<test>.<preview name>-<variant>.png` (see `PreviewSnapshots.snapshots(ofPreviewsIn:matrix:scale:)`).
///
/// ```swift
/// @MainActor @Test func previews() {
///     assertSnapshots(ofPreviewsIn: "BakeryApp",
///                     matrix: BackplateSnapshotMatrix(dynamicTypeSizes: [.large, .accessibility3]))
/// }
/// ```
///
/// Comparison, recording and failure reports are swift-snapshot-testing's `image` strategy's;
/// a module with no previews is a failure.
@MainActor public func assertSnapshots(
    ofPreviewsIn module: String,
    matrix: BackplateSnapshotMatrix,
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
    let snapshots = PreviewSnapshots.snapshots(ofPreviewsIn: module, matrix: matrix, scale: scale)
    assertPreviewSnapshots(snapshots, module: module, precision: precision, perceptualPrecision: perceptualPrecision,
                           scale: scale, record: record, fileID: fileID, filePath: filePath, testName: testName,
                           line: line, column: column)
}
