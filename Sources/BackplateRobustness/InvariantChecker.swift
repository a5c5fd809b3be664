import Foundation
import Backplate

/// Checks the promises Backplate makes for any input, on one view: layout gives a finite,
/// non-negative size and finite frames, the same answer twice, a printable tree, and each
/// output format either renders or throws a `RenderError` that names the problem.
public enum InvariantChecker {
    /// Which outputs to produce after layout.
    public struct Outputs: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let png = Outputs(rawValue: 1)
        public static let svg = Outputs(rawValue: 2)
        public static let pdf = Outputs(rawValue: 4)
        public static let all: Outputs = [.png, .svg, .pdf]
    }

    /// The largest bitmap the checker renders, in pixels (larger ones are laid out, printed
    /// and drawn as SVG/PDF only, to keep runs short; the renderer's own limit is tested
    /// separately).
    public static let maxCheckedPixels: CGFloat = 4_000_000

    /// The invariant violations of `view` under `proposal` at `scale`; empty when it holds.
    /// `ids` are the `.id(_:)` values the view carries (their frames are checked).
    public static func violations<V: View>(of view: V, proposal: ProposedViewSize = .unspecified, scale: CGFloat = 1,
                                           ids: Range<Int> = 0..<0, outputs: Outputs = .all) -> [String] {
        var problems: [String] = []
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = proposal
        renderer.scale = scale
        let tree = renderer.layout()
        let size = tree.size
        if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
            problems.append("layout size \(size) is not finite and non-negative")
        }
        let printed = tree.description
        let again = renderer.layout().description
        if printed != again { problems.append("layout is not deterministic") }
        for id in ids {
            for f in tree.frames(of: id) where !(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite) {
                problems.append("frame of \(id) is \(f)")
            }
        }
        func attempt(_ name: String, _ body: () throws -> Data) {
            do {
                _ = try body()
            } catch let e as RenderError {
                if e.description.isEmpty { problems.append("\(name): an error without a message") }
            } catch {
                problems.append("\(name): unexpected error \(error)")
            }
        }
        let s = scale.isFinite && scale > 0 ? max(scale, 1.0 / 1024) : 1
        let pixels = size.width * s * size.height * s
        if outputs.contains(.png), !(pixels > maxCheckedPixels) { attempt("png") { try renderer.pngData() } }
        if outputs.contains(.svg) { attempt("svg") { try renderer.svgData() } }
        if outputs.contains(.pdf) { attempt("pdf") { try renderer.pdfData() } }
        return problems
    }
}
