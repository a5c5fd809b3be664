import Foundation
import QuartzCore

// Converting points and rectangles between views' coordinates, as UIKit does: up through each
// superview (its centre, bounds origin and transform) to the tree's root, then down. `nil`
// means the window: the root's coordinates, which a render draws at the screen's origin.

extension UIView {
    /// `point`, in this view's bounds coordinates, in `view`'s (the window's when `nil`).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = pointInRoot(point)
        return view?.pointFromRoot(inRoot) ?? inRoot
    }

    /// `point`, in `view`'s bounds coordinates (the window's when `nil`), in this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        pointFromRoot(view?.pointInRoot(point) ?? point)
    }

    /// The box around `rect`, in this view's bounds coordinates, in `view`'s (the window's when
    /// `nil`).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        Self.box(around: Self.corners(of: rect).map { convert($0, to: view) }, of: rect)
    }

    /// The box around `rect`, in `view`'s bounds coordinates (the window's when `nil`), in
    /// this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        Self.box(around: Self.corners(of: rect).map { convert($0, from: view) }, of: rect)
    }

    /// The transform from this view's bounds coordinates to its superview's.
    private var transformToSuperview: CATransform3D {
        let fromBounds = CATransform3DMakeTranslation(-bounds.midX, -bounds.midY, 0)
        return CATransform3DConcat(CATransform3DConcat(fromBounds, transform3D), CATransform3DMakeTranslation(center.x, center.y, 0))
    }

    /// The transform from this view's bounds coordinates to the tree's root's.
    private var transformToRoot: CATransform3D {
        var view = self, transform = CATransform3DIdentity
        while let parent = view.superview {
            transform = CATransform3DConcat(transform, view.transformToSuperview)
            view = parent
        }
        return transform
    }

    /// `point` in the coordinates of the tree's root.
    private func pointInRoot(_ point: CGPoint) -> CGPoint { transformToRoot.projecting(point) }

    /// A point in the coordinates of the tree's root, in this view's: down through each view,
    /// undoing its centre, transform and bounds origin.
    private func pointFromRoot(_ point: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var view = self
        while let parent = view.superview {
            chain.append(view)
            view = parent
        }
        return chain.reversed().reduce(point) { point, view in
            let fromCenter = CGPoint(x: point.x - view.center.x, y: point.y - view.center.y)
            let transform = view.transform3D
            let untransformed = transform.projectsAffinely && CATransform3DIsAffine(transform)
                ? fromCenter.applying(CATransform3DGetAffineTransform(transform).inverted())
                : CATransform3DInvert(transform).projecting(fromCenter)
            return CGPoint(x: untransformed.x + view.bounds.midX, y: untransformed.y + view.bounds.midY)
        }
    }

    /// The flat transform from this view's bounds coordinates to the window's.
    var affineTransformToWindow: CGAffineTransform { transformToRoot.flatAffinePart }

    private static func corners(of rect: CGRect) -> [CGPoint] {
        [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
         CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
    }

    /// The box around `points`; the null rectangle for a null `rect`, as UIKit answers.
    private static func box(around points: [CGPoint], of rect: CGRect) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        guard !rect.isNull, let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension UIAccessibility {
    /// `rect`, in `view`'s bounds coordinates, on the screen: in the window's coordinates,
    /// which a render draws at the screen's origin.
    @preconcurrency @MainActor public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        view.convert(rect, to: nil)
    }

    /// `path`, in `view`'s bounds coordinates, on the screen.
    @preconcurrency @MainActor public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath {
        let screenPath = UIBezierPath(cgPath: path.cgPath)
        screenPath.apply(view.affineTransformToWindow)
        return screenPath
    }
}
