import Foundation

/// An observation of a quadrilateral: its four corners, normalized with a lower-left origin,
/// inside its `boundingBox`. Made from a bounding box alone, its corners are the box's corners.
open class VNRectangleObservation: VNDetectedObjectObservation {
    var corners: (topLeft: CGPoint, topRight: CGPoint, bottomRight: CGPoint, bottomLeft: CGPoint)?

    /// The upper-left corner.
    open var topLeft: CGPoint { corners?.topLeft ?? CGPoint(x: boundingBox.minX, y: boundingBox.maxY) }
    /// The upper-right corner.
    open var topRight: CGPoint { corners?.topRight ?? CGPoint(x: boundingBox.maxX, y: boundingBox.maxY) }
    /// The lower-right corner.
    open var bottomRight: CGPoint { corners?.bottomRight ?? CGPoint(x: boundingBox.maxX, y: boundingBox.minY) }
    /// The lower-left corner.
    open var bottomLeft: CGPoint { corners?.bottomLeft ?? CGPoint(x: boundingBox.minX, y: boundingBox.minY) }

    /// A quadrilateral from its corners, clockwise from the upper left (iOS 17+); its bounding
    /// box is the smallest rectangle holding all four.
    public convenience init(requestRevision: Int, topLeft: CGPoint, topRight: CGPoint,
                            bottomRight: CGPoint, bottomLeft: CGPoint) {
        let xs = [topLeft.x, topRight.x, bottomRight.x, bottomLeft.x]
        let ys = [topLeft.y, topRight.y, bottomRight.y, bottomLeft.y]
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        self.init(requestRevision: requestRevision,
                  boundingBox: CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY))
        corners = (topLeft, topRight, bottomRight, bottomLeft)
    }

    /// A quadrilateral from its corners in the older order (iOS 13; deprecated in iOS 17).
    @available(iOS, introduced: 13.0, deprecated: 17.0)
    public convenience init(requestRevision: Int, topLeft: CGPoint, bottomLeft: CGPoint,
                            bottomRight: CGPoint, topRight: CGPoint) {
        self.init(requestRevision: requestRevision, topLeft: topLeft, topRight: topRight,
                  bottomRight: bottomRight, bottomLeft: bottomLeft)
    }
}
