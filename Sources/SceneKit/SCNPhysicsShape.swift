import Foundation

/// The collision shape of a physics body (SceneKit's `SCNPhysicsShape`), made from a
/// geometry, a node's tree or other shapes. Kept as data: no simulation runs in a still render.
open class SCNPhysicsShape: NSObject, NSCopying {
    /// An option for making a shape.
    public struct Option: RawRepresentable, Hashable, Sendable {
        /// The option's key.
        public let rawValue: String
        /// An option of the given key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The kind of shape: a `ShapeType`'s raw value.
        public static let type = Option(rawValue: "SCNPhysicsShapeTypeKey")
        /// Whether a node tree's shapes stay separate (an `NSNumber` Boolean).
        public static let keepAsCompound = Option(rawValue: "SCNPhysicsShapeKeepAsCompoundKey")
        /// A scale applied to the shape (an `SCNVector3` in an `NSValue`).
        public static let scale = Option(rawValue: "SCNPhysicsShapeScaleKey")
        /// The collision margin (an `NSNumber`).
        public static let collisionMargin = Option(rawValue: "SCNPhysicsShapeCollisionMarginKey")
    }

    /// How a geometry becomes a collision shape.
    public struct ShapeType: RawRepresentable, Hashable, Sendable {
        /// The type's name.
        public let rawValue: String
        /// A type of the given name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The geometry's bounding box.
        public static let boundingBox = ShapeType(rawValue: "boundingBox")
        /// The convex hull of the geometry (the default).
        public static let convexHull = ShapeType(rawValue: "convexHull")
        /// The exact surface (static bodies only).
        public static let concavePolyhedron = ShapeType(rawValue: "concavePolyhedron")
    }

    /// The options the shape was made with.
    open private(set) var options: [Option: Any]?
    /// The geometry, node or array of shapes the shape was made from.
    open private(set) var sourceObject: Any
    /// The transforms of a compound shape's parts (`SCNMatrix4`s in `NSValue`s).
    open private(set) var transforms: [NSValue]?

    /// A shape of `source`.
    private init(source: Any, options: [Option: Any]?, transforms: [NSValue]?) {
        sourceObject = source
        self.options = options
        self.transforms = transforms
        super.init()
    }

    /// The shape of `geometry`.
    public convenience init(geometry: SCNGeometry, options: [Option: Any]? = nil) {
        self.init(source: geometry, options: options, transforms: nil)
    }

    /// The shape of `node`'s tree.
    public convenience init(node: SCNNode, options: [Option: Any]? = nil) {
        self.init(source: node, options: options, transforms: nil)
    }

    /// A compound shape of `shapes`, each placed by its transform.
    public convenience init(shapes: [SCNPhysicsShape], transforms: [NSValue]?) {
        self.init(source: shapes, options: nil, transforms: transforms)
    }

    /// A copy of the same source and options.
    open func copy(with zone: NSZone? = nil) -> Any { SCNPhysicsShape(source: sourceObject, options: options, transforms: transforms) }
}
