import Foundation

// SceneKit's parametric shapes, with the dimensions and defaults of SceneKit's headers. Each is
// kept as data (a still render draws no 3D); its bounding box follows its dimensions.

/// A box (SceneKit's `SCNBox`), centred on its origin: 1 × 1 × 1 with square edges by default.
open class SCNBox: SCNGeometry {
    /// The extent along x (1).
    open var width: CGFloat = 1
    /// The extent along y (1).
    open var height: CGFloat = 1
    /// The extent along z (1).
    open var length: CGFloat = 1
    /// The radius of the rounded edges and corners (0: square).
    open var chamferRadius: CGFloat = 0
    /// Subdivisions along x (1).
    open var widthSegmentCount: Int = 1
    /// Subdivisions along y (1).
    open var heightSegmentCount: Int = 1
    /// Subdivisions along z (1).
    open var lengthSegmentCount: Int = 1
    /// Subdivisions of each rounded edge (5, SceneKit's header; its documentation says 10).
    open var chamferSegmentCount: Int = 5

    /// A box of the given dimensions and edge radius.
    public convenience init(width: CGFloat, height: CGFloat, length: CGFloat, chamferRadius: CGFloat) {
        self.init()
        self.width = width
        self.height = height
        self.length = length
        self.chamferRadius = chamferRadius
    }

    override var computedBox: (min: SCNVector3, max: SCNVector3) { SCNBounds.centered(width / 2, height / 2, length / 2) }

    /// A copy of the same dimensions, sharing the materials.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = SCNBox()
        copyGeometryState(to: copy)
        copy.width = width
        copy.height = height
        copy.length = length
        copy.chamferRadius = chamferRadius
        copy.widthSegmentCount = widthSegmentCount
        copy.heightSegmentCount = heightSegmentCount
        copy.lengthSegmentCount = lengthSegmentCount
        copy.chamferSegmentCount = chamferSegmentCount
        return copy
    }
}

/// A sphere (SceneKit's `SCNSphere`), centred on its origin: radius 0.5 by default (SceneKit's header).
open class SCNSphere: SCNGeometry {
    /// The radius (0.5).
    open var radius: CGFloat = 0.5
    /// Whether the mesh is a geodesic sphere (`false`: latitude and longitude).
    open var isGeodesic: Bool = false
    /// Subdivisions along latitude and longitude (24).
    open var segmentCount: Int = 24

    /// A sphere of the given radius.
    public convenience init(radius: CGFloat) {
        self.init()
        self.radius = radius
    }

    override var computedBox: (min: SCNVector3, max: SCNVector3) { SCNBounds.centered(radius, radius, radius) }

    /// A copy of the same dimensions, sharing the materials.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = SCNSphere()
        copyGeometryState(to: copy)
        copy.radius = radius
        copy.isGeodesic = isGeodesic
        copy.segmentCount = segmentCount
        return copy
    }
}

/// A one-sided rectangle in the xy-plane (SceneKit's `SCNPlane`), centred on its origin, facing +z: 1 × 1 by default.
open class SCNPlane: SCNGeometry {
    /// The extent along x (1).
    open var width: CGFloat = 1
    /// The extent along y (1).
    open var height: CGFloat = 1
    /// Subdivisions along x (1).
    open var widthSegmentCount: Int = 1
    /// Subdivisions along y (1).
    open var heightSegmentCount: Int = 1
    /// The corner radius (0).
    open var cornerRadius: CGFloat = 0
    /// Subdivisions of each rounded corner (10).
    open var cornerSegmentCount: Int = 10

    /// A plane of the given size.
    public convenience init(width: CGFloat, height: CGFloat) {
        self.init()
        self.width = width
        self.height = height
    }

    override var computedBox: (min: SCNVector3, max: SCNVector3) { SCNBounds.centered(width / 2, height / 2, 0) }

    /// A copy of the same dimensions, sharing the materials.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = SCNPlane()
        copyGeometryState(to: copy)
        copy.width = width
        copy.height = height
        copy.widthSegmentCount = widthSegmentCount
        copy.heightSegmentCount = heightSegmentCount
        copy.cornerRadius = cornerRadius
        copy.cornerSegmentCount = cornerSegmentCount
        return copy
    }
}

/// A pyramid with a rectangular base (SceneKit's `SCNPyramid`): the base centred on the origin in the xz-plane, the apex at y = height; 1 × 1 × 1 by default.
open class SCNPyramid: SCNGeometry {
    /// The base's extent along x (1).
    open var width: CGFloat = 1
    /// The height along y (1).
    open var height: CGFloat = 1
    /// The base's extent along z (1).
    open var length: CGFloat = 1
    /// Subdivisions along x (1).
    open var widthSegmentCount: Int = 1
    /// Subdivisions along y (1).
    open var heightSegmentCount: Int = 1
    /// Subdivisions along z (1).
    open var lengthSegmentCount: Int = 1

    /// A pyramid of the given dimensions.
    public convenience init(width: CGFloat, height: CGFloat, length: CGFloat) {
        self.init()
        self.width = width
        self.height = height
        self.length = length
    }

    override var computedBox: (min: SCNVector3, max: SCNVector3) { (SCNVector3(-width / 2, 0, -length / 2), SCNVector3(width / 2, height, length / 2)) }

    /// A copy of the same dimensions, sharing the materials.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = SCNPyramid()
        copyGeometryState(to: copy)
        copy.width = width
        copy.height = height
        copy.length = length
        copy.widthSegmentCount = widthSegmentCount
        copy.heightSegmentCount = heightSegmentCount
        copy.lengthSegmentCount = lengthSegmentCount
        return copy
    }
}

/// A capped cylinder along y (SceneKit's `SCNCylinder`), centred on its origin: radius 0.5, height 1 by default.
open class SCNCylinder: SCNGeometry {
    /// The radius (0.5).
    open var radius: CGFloat = 0.5
    /// The height along y (1).
    open var height: CGFloat = 1
    /// Subdivisions around the axis (48).
    open var radialSegmentCount: Int = 48
    /// Subdivisions along y (1).
    open var heightSegmentCount: Int = 1

    /// A cylinder of the given radius and height.
    public convenience init(radius: CGFloat, height: CGFloat) {
        self.init()
        self.radius = radius
        self.height = height
    }

    override var computedBox: (min: SCNVector3, max: SCNVector3) { SCNBounds.centered(radius, height / 2, radius) }

    /// A copy of the same dimensions, sharing the materials.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = SCNCylinder()
        copyGeometryState(to: copy)
        copy.radius = radius
        copy.height = height
        copy.radialSegmentCount = radialSegmentCount
        copy.heightSegmentCount = heightSegmentCount
        return copy
    }
}

/// A cone or truncated cone along y (SceneKit's `SCNCone`), centred on its origin: top radius 0, bottom radius 0.5, height 1 by default.
open class SCNCone: SCNGeometry {
    /// The radius at the top (0: a point).
    open var topRadius: CGFloat = 0
    /// The radius at the bottom (0.5).
    open var bottomRadius: CGFloat = 0.5
    /// The height along y (1).
    open var height: CGFloat = 1
    /// Subdivisions around the axis (48).
    open var radialSegmentCount: Int = 48
    /// Subdivisions along y (1).
    open var heightSegmentCount: Int = 1

    /// A cone of the given radii and height.
    public convenience init(topRadius: CGFloat, bottomRadius: CGFloat, height: CGFloat) {
        self.init()
        self.topRadius = topRadius
        self.bottomRadius = bottomRadius
        self.height = height
    }

    override var computedBox: (min: SCNVector3, max: SCNVector3) { SCNBounds.centered(max(topRadius, bottomRadius), height / 2, max(topRadius, bottomRadius)) }

    /// A copy of the same dimensions, sharing the materials.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = SCNCone()
        copyGeometryState(to: copy)
        copy.topRadius = topRadius
        copy.bottomRadius = bottomRadius
        copy.height = height
        copy.radialSegmentCount = radialSegmentCount
        copy.heightSegmentCount = heightSegmentCount
        return copy
    }
}

/// A tube (a cylinder with a hole) along y (SceneKit's `SCNTube`), centred on its origin: inner radius 0.25, outer 0.5, height 1 by default.
open class SCNTube: SCNGeometry {
    /// The hole's radius (0.25).
    open var innerRadius: CGFloat = 0.25
    /// The outer radius (0.5).
    open var outerRadius: CGFloat = 0.5
    /// The height along y (1).
    open var height: CGFloat = 1
    /// Subdivisions around the axis (48).
    open var radialSegmentCount: Int = 48
    /// Subdivisions along y (1).
    open var heightSegmentCount: Int = 1

    /// A tube of the given radii and height.
    public convenience init(innerRadius: CGFloat, outerRadius: CGFloat, height: CGFloat) {
        self.init()
        self.innerRadius = innerRadius
        self.outerRadius = outerRadius
        self.height = height
    }

    override var computedBox: (min: SCNVector3, max: SCNVector3) { SCNBounds.centered(outerRadius, height / 2, outerRadius) }

    /// A copy of the same dimensions, sharing the materials.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = SCNTube()
        copyGeometryState(to: copy)
        copy.innerRadius = innerRadius
        copy.outerRadius = outerRadius
        copy.height = height
        copy.radialSegmentCount = radialSegmentCount
        copy.heightSegmentCount = heightSegmentCount
        return copy
    }
}

/// A cylinder capped with hemispheres along y (SceneKit's `SCNCapsule`), centred on its origin: cap radius 0.5, total height 2 by default.
open class SCNCapsule: SCNGeometry {
    /// The radius of the caps and body (0.5).
    open var capRadius: CGFloat = 0.5
    /// The total height along y, caps included (2).
    open var height: CGFloat = 2
    /// Subdivisions around the axis (48).
    open var radialSegmentCount: Int = 48
    /// Subdivisions of the body along y (1).
    open var heightSegmentCount: Int = 1
    /// Subdivisions of each cap (24).
    open var capSegmentCount: Int = 24

    /// A capsule of the given cap radius and total height.
    public convenience init(capRadius: CGFloat, height: CGFloat) {
        self.init()
        self.capRadius = capRadius
        self.height = height
    }

    override var computedBox: (min: SCNVector3, max: SCNVector3) { SCNBounds.centered(capRadius, max(height, 2 * capRadius) / 2, capRadius) }

    /// A copy of the same dimensions, sharing the materials.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = SCNCapsule()
        copyGeometryState(to: copy)
        copy.capRadius = capRadius
        copy.height = height
        copy.radialSegmentCount = radialSegmentCount
        copy.heightSegmentCount = heightSegmentCount
        copy.capSegmentCount = capSegmentCount
        return copy
    }
}

/// A ring-shaped surface in the xz-plane (SceneKit's `SCNTorus`), centred on its origin: ring radius 0.5, pipe radius 0.25 by default.
open class SCNTorus: SCNGeometry {
    /// The radius from the centre to the middle of the pipe (0.5).
    open var ringRadius: CGFloat = 0.5
    /// The pipe's radius (0.25).
    open var pipeRadius: CGFloat = 0.25
    /// Subdivisions around the ring (48).
    open var ringSegmentCount: Int = 48
    /// Subdivisions around the pipe (24).
    open var pipeSegmentCount: Int = 24

    /// A torus of the given radii.
    public convenience init(ringRadius: CGFloat, pipeRadius: CGFloat) {
        self.init()
        self.ringRadius = ringRadius
        self.pipeRadius = pipeRadius
    }

    override var computedBox: (min: SCNVector3, max: SCNVector3) { SCNBounds.centered(ringRadius + pipeRadius, pipeRadius, ringRadius + pipeRadius) }

    /// A copy of the same dimensions, sharing the materials.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = SCNTorus()
        copyGeometryState(to: copy)
        copy.ringRadius = ringRadius
        copy.pipeRadius = pipeRadius
        copy.ringSegmentCount = ringSegmentCount
        copy.pipeSegmentCount = pipeSegmentCount
        return copy
    }
}
