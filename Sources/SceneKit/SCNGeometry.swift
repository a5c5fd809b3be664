import BackplateDarwin
import Foundation

/// Something with a bounding box and sphere (SceneKit's `SCNBoundingVolume`: nodes and
/// geometries), in its own coordinate space.
public protocol SCNBoundingVolume: NSObjectProtocol {
    /// The smallest axis-aligned box around the content.
    var boundingBox: (min: SCNVector3, max: SCNVector3) { get set }
    /// The smallest sphere around the content (centred on the bounding box).
    var boundingSphere: (center: SCNVector3, radius: Float) { get }
}

/// A shape that can be drawn in a scene (SceneKit's `SCNGeometry`): a mesh of vertex sources
/// and index elements, or one of the parametric subclasses (`SCNBox`, `SCNSphere`...), with
/// the materials that cover it.
///
/// Kept as data; a still render draws no 3D. The bounding box is computed: from a parametric
/// shape's dimensions, or from the vertices of a mesh.
open class SCNGeometry: NSObject, NSCopying, SCNBoundingVolume, SCNShadable {
    /// The geometry's name.
    open var name: String?
    /// The materials covering the geometry's elements, in order (element i uses material
    /// i modulo their count).
    open var materials: [SCNMaterial] = []
    /// The vertex data sources.
    open private(set) var sources: [SCNGeometrySource] = []
    /// The index elements.
    open private(set) var elements: [SCNGeometryElement] = []
    /// How many times the mesh is subdivided when drawn (0).
    open var subdivisionLevel = 0
    /// Whether subdivision adapts to the view (`true`).
    open var wantsAdaptiveSubdivision = true
    /// Shader snippets (kept; none runs on Linux).
    open var shaderModifiers: [SCNShaderModifierEntryPoint: String]?
    /// A custom shader program (kept; none runs on Linux).
    open var program: SCNProgram?
    /// A bounding box an app set, replacing the computed one.
    private var overriddenBox: (min: SCNVector3, max: SCNVector3)?

    /// An empty geometry. A parametric shape (`SCNBox`, `SCNSphere`...) starts with one default
    /// material, as SceneKit's do; a mesh starts with none (`firstMaterial` makes one).
    public override init() {
        super.init()
        if type(of: self) != SCNGeometry.self { materials = [SCNMaterial()] }
    }

    /// Values bound to shader modifier symbols with `setValue(_:forKey:)` (kept; no shader runs
    /// on Linux).
    private var shaderValues: [String: Any] = [:]

    /// A mesh of `sources` (vertices, normals, texture coordinates...) and `elements`.
    public convenience init(sources: [SCNGeometrySource], elements: [SCNGeometryElement]?) {
        self.init()
        self.sources = sources
        self.elements = elements ?? []
    }

    /// The first material. A geometry with none gets a default material on first access, as
    /// on iOS, so `geometry.firstMaterial?.diffuse.contents = UIColor.red` takes effect.
    open var firstMaterial: SCNMaterial? {
        get {
            if materials.isEmpty { materials = [SCNMaterial()] }
            return materials.first
        }
        set {
            if let newValue {
                if materials.isEmpty { materials = [newValue] } else { materials[0] = newValue }
            } else if !materials.isEmpty {
                materials.removeFirst()
            }
        }
    }

    /// The first material named `name`, if any.
    open func material(named name: String) -> SCNMaterial? { materials.first { $0.name == name } }

    /// Inserts `material` at `index` (clamped to the materials' range).
    open func insertMaterial(_ material: SCNMaterial, at index: Int) {
        materials.insert(material, at: min(max(index, 0), materials.count))
    }

    /// Removes the material at `index` (an index out of range does nothing).
    open func removeMaterial(at index: Int) {
        if materials.indices.contains(index) { materials.remove(at: index) }
    }

    /// Replaces the material at `index` (an index out of range does nothing).
    open func replaceMaterial(at index: Int, with material: SCNMaterial) {
        if materials.indices.contains(index) { materials[index] = material }
    }

    /// The sources carrying `semantic`.
    open func sources(for semantic: SCNGeometrySource.Semantic) -> [SCNGeometrySource] {
        sources.filter { $0.semantic == semantic }
    }

    /// The number of elements.
    open var elementCount: Int { elements.count }

    /// The element at `elementIndex`.
    open func element(at elementIndex: Int) -> SCNGeometryElement { elements[elementIndex] }

    /// The box the geometry's own shape occupies (a parametric shape's dimensions; a mesh's
    /// vertices), before any app override.
    var computedBox: (min: SCNVector3, max: SCNVector3) {
        let points = sources(for: .vertex).flatMap(\.points)
        guard let first = points.first else { return (SCNVector3Zero, SCNVector3Zero) }
        var lo = first, hi = first
        for p in points.dropFirst() {
            (lo.x, lo.y, lo.z) = (min(lo.x, p.x), min(lo.y, p.y), min(lo.z, p.z))
            (hi.x, hi.y, hi.z) = (max(hi.x, p.x), max(hi.y, p.y), max(hi.z, p.z))
        }
        return (lo, hi)
    }

    /// The smallest axis-aligned box around the geometry (set: an app's own box, kept).
    open var boundingBox: (min: SCNVector3, max: SCNVector3) {
        get { overriddenBox ?? computedBox }
        set { overriddenBox = newValue }
    }

    /// The sphere around the bounding box: its centre and half its diagonal.
    open var boundingSphere: (center: SCNVector3, radius: Float) { SCNBounds.sphere(around: boundingBox) }

    /// A copy sharing the materials, sources and elements, as SceneKit's does.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = SCNGeometry(sources: sources, elements: elements)
        copyGeometryState(to: copy)
        return copy
    }

    /// Copies what every geometry has into `copy`.
    func copyGeometryState(to copy: SCNGeometry) {
        copy.name = name
        copy.materials = materials
        copy.sources = sources
        copy.elements = elements
        copy.subdivisionLevel = subdivisionLevel
        copy.wantsAdaptiveSubdivision = wantsAdaptiveSubdivision
        copy.shaderModifiers = shaderModifiers
        copy.program = program
        copy.overriddenBox = overriddenBox
    }
}

/// Bounding-box arithmetic shared by geometries and nodes.
enum SCNBounds {
    /// The box from `-half` to `half` on each axis.
    static func centered(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> (min: SCNVector3, max: SCNVector3) {
        (SCNVector3(-x, -y, -z), SCNVector3(x, y, z))
    }

    /// The sphere through the box's corners, centred on it.
    static func sphere(around box: (min: SCNVector3, max: SCNVector3)) -> (center: SCNVector3, radius: Float) {
        let c = SCNVector3(x: (box.min.x + box.max.x) / 2, y: (box.min.y + box.max.y) / 2, z: (box.min.z + box.max.z) / 2)
        let d = SIMD3<Float>(box.max.x - c.x, box.max.y - c.y, box.max.z - c.z)
        return (c, simd_length(d))
    }

    /// Whether the box is empty (all zero).
    static func isEmpty(_ box: (min: SCNVector3, max: SCNVector3)) -> Bool {
        SCNVector3EqualToVector3(box.min, SCNVector3Zero) && SCNVector3EqualToVector3(box.max, SCNVector3Zero)
    }
}

extension SCNGeometry: KeyValueStorage {
    /// The value bound to the shader symbol `key` with `setValue(_:forKey:)`: only such values
    /// are reached by key (the object's own properties are not).
    package func storedValue(forKey key: String) -> Any? { shaderValues[key] }

    /// Binds `value` to the shader symbol `key`, as `setValue(_:forKey:)` does for shader
    /// modifiers on iOS.
    package func store(_ value: Any?, forKey key: String) { shaderValues[key] = value }
}
