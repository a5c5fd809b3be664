import Foundation

/// A mesh gradient resolved for one region (`MeshGradient` used as a shape style): flat-coloured
/// quadrilaterals tiling the region, in absolute coordinates, over a background colour.
package struct MeshPaint: Hashable, Sendable {
    /// One quadrilateral of the mesh and its colour.
    package struct Cell: Hashable, Sendable {
        /// The four corners, in drawing order.
        package var corners: [CGPoint]
        /// The cell's colour (already composited over the background).
        package var color: RGBAColor

        /// A cell with its corners and colour.
        package init(corners: [CGPoint], color: RGBAColor) {
            self.corners = corners
            self.color = color
        }
    }

    /// The region the mesh is mapped into (its unit square).
    package var bounds: CGRect
    /// The colour under the cells, where the mesh does not cover `bounds`.
    package var background: RGBAColor
    /// The cells, row by row.
    package var cells: [Cell]

    /// A mesh of `cells` over `background`, mapped into `bounds`.
    package init(bounds: CGRect, background: RGBAColor, cells: [Cell]) {
        self.bounds = bounds
        self.background = background
        self.cells = cells
    }

    /// The mesh with every colour's opacity multiplied.
    package func multiplyingOpacity(_ f: Double) -> MeshPaint {
        MeshPaint(bounds: bounds, background: background.multiplyingOpacity(f),
                  cells: cells.map { Cell(corners: $0.corners, color: $0.color.multiplyingOpacity(f)) })
    }

    /// Whether the mesh draws nothing.
    var isClear: Bool { background.alpha <= 0 && cells.allSatisfy { $0.color.alpha <= 0 } }
}
