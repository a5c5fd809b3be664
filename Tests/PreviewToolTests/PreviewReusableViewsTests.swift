import Foundation
import Testing
import Backplate
@testable import BackplatePreviewTool

/// An app's own cells and annotation views, registered by class, are made with the initializer
/// UIKit calls: the preview build writes a factory for each (Swift on Linux cannot call
/// `init(annotation:reuseIdentifier:)` through a metatype, and the template's `init(coder:)`
/// stops the program). OnlyFoods' clustered map (unseen46) crashed on its annotation view.
@Suite struct PreviewReusableViewsTests {
    @Test func aFactoryIsWrittenForEachClassThatHasItsBasesInitializer() throws {
        let source = """
            import UIKit
            import MapKit
            final class PriceCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            class SaleCell: PriceCell { let badge = UILabel() }
            class TileCell: UICollectionViewCell {
                #if os(iOS)
                override init(frame: CGRect) { super.init(frame: frame) }
                #endif
                required init?(coder: NSCoder) { fatalError() }
            }
            class Header: UIKit.UITableViewHeaderFooterView { convenience init() { self.init(reuseIdentifier: nil) } }
            class ClusterView: MKMarkerAnnotationView {}
            class NamedCell: UITableViewCell {
                init(name: String) { super.init(style: .default, reuseIdentifier: name) }
                required init?(coder: NSCoder) { fatalError() }
            }
            private class HiddenCell: UITableViewCell {}
            class Box<T>: UICollectionViewCell {}
            enum Screen { class InnerCell: UITableViewCell {} }
            class Model: NSObject {}
            """
        let scanned = try PreviewToolSupport.scanner.scan(source: source, path: "/tmp/Cells.swift")
        #expect(scanned.classes.map(\.name) == ["PriceCell", "SaleCell", "TileCell", "Header", "ClusterView", "NamedCell", "Model"])
        #expect(scanned.classes.first { $0.name == "TileCell" }?.designatedInitializers == [["frame"], ["coder"]])
        let generated = try #require(PreviewReusableViews.source(classes: scanned.classes))
        let registrations = generated.split(separator: "\n").filter { $0.contains("register(") }.map {
            $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "BackplateUIKit.ReusableViewFactories.register", with: "")
        }
        #expect(registrations == [
            "(ClusterView.self) { ClusterView(annotation: nil, reuseIdentifier: $0) }",
            "(Header.self) { Header(reuseIdentifier: $0) }",
            "(PriceCell.self) { PriceCell(style: .default, reuseIdentifier: $0) }",
            "(SaleCell.self) { SaleCell(style: .default, reuseIdentifier: $0) }",
            "(TileCell.self) { _ in TileCell(frame: .zero) }",
        ])
        #expect(generated.contains("import MapKit\n@_spi(PreviewGenerated) import BackplateUIKit\n"))
        #expect(PreviewReusableViews.source(classes: scanned.classes.filter { $0.name == "NamedCell" || $0.name == "Model" }) == nil)
        // A compile error on a line names the class whose factory is left out.
        let line = generated.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("register(SaleCell.self)") }
        #expect(PreviewReusableViews.registeredClass(atLine: (line ?? -2) + 1, in: generated) == "SaleCell")
        #expect(PreviewReusableViews.registeredClass(atLine: 1, in: generated) == nil)
    }

    @Test func aMapsAnnotationViewWhoseCoderInitializerStopsTheProgramDraws() throws {
        let folder = PreviewToolSupport.temporaryFolder("reusable")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("StallMap.swift")
        try """
            import SwiftUI
            import MapKit

            final class StallView: MKAnnotationView {
                override init(annotation: MKAnnotation?, reuseIdentifier: String?) {
                    super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
                    frame = CGRect(x: 0, y: 0, width: 24, height: 24)
                    backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                }
                required init?(coder aDecoder: NSCoder) {
                    fatalError("init(coder:) has not been implemented")
                }
            }

            // Never compiled: its factory fails ("cannot find in scope") and is left out alone.
            #if false
            final class GhostCell: UITableViewCell {}
            #endif

            struct StallMap: UIViewRepresentable {
                let stall = MKPointAnnotation()
                func makeCoordinator() -> Coordinator { Coordinator() }
                func makeUIView(context: Context) -> MKMapView {
                    let map = MKMapView()
                    map.delegate = context.coordinator
                    map.register(StallView.self, forAnnotationViewWithReuseIdentifier: "stall")
                    stall.coordinate = CLLocationCoordinate2D(latitude: 22.3, longitude: 114.17)
                    map.setRegion(MKCoordinateRegion(center: stall.coordinate, span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05)), animated: false)
                    map.addAnnotation(stall)
                    return map
                }
                func updateUIView(_ map: MKMapView, context: Context) {}
                final class Coordinator: NSObject, MKMapViewDelegate {
                    func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
                        mapView.dequeueReusableAnnotationView(withIdentifier: "stall", for: annotation)
                    }
                }
            }

            #Preview(traits: .sizeThatFitsLayout) {
                StallMap().frame(width: 120, height: 120)
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let (report, image) = try PreviewToolSupport.renderFirstPreview(file.path, extra: ["--scale", "1"])
        let result = try #require(report.results.first, "\(report)")
        #expect(!result.warnings.contains { $0.contains("init(coder:)") }, "\(result.warnings)")
        let rendered = try #require(image)
        #expect(rendered.width == 120 && rendered.height == 120)
        // The 24-point red view is centred on the stall; the map's land colour lies beyond it.
        #expect(rendered.pixel(x: 60, y: 60) == .init(red: 255, green: 0, blue: 0, alpha: 255), "\(rendered.pixel(x: 60, y: 60))")
        #expect(rendered.pixel(x: 60, y: 80) != rendered.pixel(x: 60, y: 60))
    }
}
